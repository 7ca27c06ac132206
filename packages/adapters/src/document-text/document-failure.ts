import type { DocumentTextFailure } from "@chorus/domain";

/**
 * A document refused inside the extraction worker. The worker answers with its reason as a value and
 * the calling thread throws the domain's `DocumentTextError` (the worker does not load the domain).
 */
export class DocumentFailure extends Error {
  override readonly name = "DocumentFailure";

  constructor(
    readonly reason: DocumentTextFailure,
    options?: { cause?: unknown },
  ) {
    super(`document text: ${reason}`, options);
  }
}
