import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { documentSourceKey } from "./add-file-document.ts";
import { assertMayManageDocument, documentNotFound, findDocument } from "./document-access.ts";
import { type DocumentView, viewOf } from "./document-view.ts";
import { fetchPage } from "./fetch-page.ts";
import { readDocumentText } from "./read-document-text.ts";
import { reindexDocument } from "./reindex-document.ts";
import { textSearchConfigFor } from "./text-search-config.ts";

/**
 * `POST /v1/convai/knowledge-base/{id}/refresh`: a URL document's page fetched again; when its text
 * changed, the document takes the new text and its indexes are rebuilt. The page's old copy is
 * removed once the row names the new one.
 */
export async function refreshDocument(ctx: AuthenticatedContext, documentId: string): Promise<DocumentView> {
  requirePermission(ctx, "convai_write");
  const document = await findDocument(ctx, documentId);
  assertMayManageDocument(ctx, document);
  if (document.type !== "url" || !document.url)
    throw DomainError.invalidField(["path", "documentation_id"], messages.documentNotAUrl);
  const page = await fetchPage(ctx, document.url, ["path", "documentation_id"]);
  const kept = page.bytes.slice();
  const extracted = await readDocumentText(
    ctx,
    { bytes: page.bytes, fileName: page.url.pathname.split("/").at(-1) || "index.html" },
    ["path", "documentation_id"],
  );
  if (extracted.text === document.content) return viewOf(ctx, document);
  const key = documentSourceKey(ctx.workspaceId);
  await ctx.ports.blobs.put(key, kept);
  const updated = await ctx.ports.store.knowledgeBase.updateDocument(ctx.workspaceId, document.id, {
    content: extracted.text,
    contentFormat: extracted.format,
    textSearchConfig: textSearchConfigFor(extracted.text),
    sizeBytes: Buffer.byteLength(extracted.text),
    sourceBlobKey: key,
    updatedAt: ctx.ports.clock.now(),
  });
  if (!updated) {
    await ctx.ports.blobs.delete(key).catch(() => {});
    throw documentNotFound(documentId);
  }
  if (document.sourceBlobKey) await ctx.ports.blobs.delete(document.sourceBlobKey).catch(() => {});
  await reindexDocument(ctx, updated);
  return viewOf(ctx, updated);
}
