import type { AuthenticatedContext } from "../context.ts";
import type { KnowledgeBaseDocumentRecord } from "./knowledge-base-records.ts";
import { documentNameOf, storeDocument } from "./store-document.ts";

/** `POST /v1/convai/knowledge-base/folder`. */
export function createFolder(
  ctx: AuthenticatedContext,
  input: { name: string; parentFolderId?: string | null },
): Promise<KnowledgeBaseDocumentRecord> {
  return storeDocument(ctx, {
    type: "folder",
    name: documentNameOf(input.name),
    parentFolderId: input.parentFolderId ?? null,
    url: null,
    fileName: null,
    mimeType: null,
    sourceBlobKey: null,
    contentFormat: null,
    content: "",
  });
}
