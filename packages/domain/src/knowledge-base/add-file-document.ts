import { knowledgeBaseLimits, messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { StagedUpload } from "../ports/uploads.ts";
import { putBlobBeforeRow } from "../shared/blob-before-row.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import { readWholeUpload } from "../shared/read-whole-upload.ts";
import type { KnowledgeBaseDocumentRecord } from "./knowledge-base-records.ts";
import { readDocumentText } from "./read-document-text.ts";
import { documentNameOf, storeDocument } from "./store-document.ts";

/** Where a document's original file is kept. */
export const documentSourceKey = (workspaceId: string) => `knowledge-base/${workspaceId}/${newId(24)}`;

/**
 * `POST /v1/convai/knowledge-base/file` (and the file of `POST /v1/convai/knowledge-base`): the
 * file's readable text becomes the document; the file itself is kept for `source-file-url`.
 */
export async function addFileDocument(
  ctx: AuthenticatedContext,
  input: { file: StagedUpload | undefined; name?: string | null; parentFolderId?: string | null },
  field: (string | number)[] = ["body", "file"],
): Promise<KnowledgeBaseDocumentRecord> {
  requirePermission(ctx, "convai_write");
  const file = input.file;
  if (!file) throw DomainError.invalidField(field, messages.documentFileRequired);
  const bytes = await readWholeUpload(file, knowledgeBaseLimits.fileBytes, field);
  // The extractor may take the buffer (a transfer to its thread): the blob is written from a copy.
  const kept = bytes.slice();
  const extracted = await readDocumentText(
    ctx,
    { bytes, fileName: file.fileName, mimeType: file.mimeType },
    field,
  );
  const key = documentSourceKey(ctx.workspaceId);
  return putBlobBeforeRow(ctx.ports.blobs, key, kept, () =>
    storeDocument(ctx, {
      type: "file",
      name: input.name?.trim()
        ? documentNameOf(input.name)
        : documentNameOf(extracted.title || file.fileName || "Untitled", field),
      parentFolderId: input.parentFolderId ?? null,
      url: null,
      fileName: file.fileName,
      mimeType: file.mimeType,
      sourceBlobKey: key,
      contentFormat: extracted.format,
      content: extracted.text,
    }),
  );
}
