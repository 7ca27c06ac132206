import { knowledgeBaseLimits, messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DocumentTextError, type ExtractedDocument } from "../ports/document-text.ts";
import { DomainError } from "../shared/domain-error.ts";

/** Why a file gave no text, in the words people read, on the request's field. */
function failureOf(error: DocumentTextError, field: (string | number)[]): DomainError {
  switch (error.reason) {
    case "unsupported_type":
      return DomainError.invalidField(field, messages.documentUnsupportedType);
    case "unreadable":
      return DomainError.invalidField(field, messages.documentUnreadable);
    case "empty":
      return DomainError.invalidField(field, messages.documentEmpty);
    case "too_long":
      return DomainError.invalidField(field, messages.documentTooLong(knowledgeBaseLimits.textCharacters));
  }
}

/** The readable text of a file or page (off the event loop, in the extractor), or a 422 on `field`. */
export async function readDocumentText(
  ctx: AuthenticatedContext,
  input: { bytes: Uint8Array; fileName: string; mimeType?: string },
  field: (string | number)[],
): Promise<ExtractedDocument> {
  try {
    return await ctx.ports.documentText.extract({
      bytes: input.bytes,
      fileName: input.fileName,
      ...(input.mimeType ? { mimeType: input.mimeType } : {}),
      maxCharacters: knowledgeBaseLimits.textCharacters,
    });
  } catch (error) {
    if (error instanceof DocumentTextError) throw failureOf(error, field);
    throw error;
  }
}
