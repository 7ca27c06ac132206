import { messages } from "@chorus/contract";
import type { StagedUpload } from "../ports/uploads.ts";
import { DomainError } from "./domain-error.ts";

/**
 * The bytes of a staged upload, for the few verbs that must parse a file whole (a pronunciation
 * lexicon). Bounded: a file over `maxBytes` is "Files are too big" before anything is read, so memory
 * never holds more than the operation's own small limit (the transport enforces the same limit while
 * staging; this keeps the verb safe to call from anywhere).
 */
export async function readWholeUpload(
  upload: StagedUpload,
  maxBytes: number,
  field: (string | number)[],
): Promise<Uint8Array> {
  if (upload.sizeBytes > maxBytes) throw DomainError.invalidField(field, messages.filesTooBig);
  const bytes = new Uint8Array(upload.sizeBytes);
  let at = 0;
  for await (const chunk of upload.read()) {
    if (at + chunk.length > bytes.length) throw DomainError.invalidField(field, messages.filesTooBig);
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes.subarray(0, at);
}
