import { knowledgeBaseLimits, messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { assertMayManageDocument, documentNotFound, findDocument, findFolder } from "./document-access.ts";
import { type DocumentView, viewOf } from "./document-view.ts";
import { folderPathOf } from "./folder-path.ts";
import { reindexDocument } from "./reindex-document.ts";
import { checkDocumentText, documentNameOf } from "./store-document.ts";
import { textSearchConfigFor } from "./text-search-config.ts";

/**
 * `PATCH /v1/convai/knowledge-base/{id}`: a new name; for a text document, new text too (its
 * indexes are rebuilt). The text of files and pages comes from their source, not from here.
 */
export async function updateDocument(
  ctx: AuthenticatedContext,
  documentId: string,
  patch: { name?: string | null; content?: string | null },
): Promise<DocumentView> {
  requirePermission(ctx, "convai_write");
  const document = await findDocument(ctx, documentId);
  assertMayManageDocument(ctx, document);
  const changes: Parameters<typeof ctx.ports.store.knowledgeBase.updateDocument>[2] = {};
  if (patch.name != null) changes.name = documentNameOf(patch.name);
  if (patch.content != null) {
    if (document.type !== "text")
      throw DomainError.invalidField(["body", "content"], messages.documentNotEditable);
    const content = patch.content.trim();
    if (!content) throw DomainError.invalidField(["body", "content"], messages.documentTextRequired);
    checkDocumentText(content, ["body", "content"]);
    changes.content = content;
    changes.textSearchConfig = textSearchConfigFor(content);
    changes.sizeBytes = Buffer.byteLength(content);
  }
  if (Object.keys(changes).length === 0) return viewOf(ctx, document);
  changes.updatedAt = ctx.ports.clock.now();
  const updated = await ctx.ports.store.knowledgeBase.updateDocument(ctx.workspaceId, documentId, changes);
  if (!updated) throw documentNotFound(documentId);
  if (changes.content !== undefined) await reindexDocument(ctx, updated);
  // The row as written: a second read would move a long text through the database again.
  return viewOf(ctx, updated);
}

/**
 * `POST …/{id}/move` and `POST …/bulk-move`: entries into a folder (`null`: to the top). A folder
 * cannot go into itself or anything inside it, nor deeper than the nesting bound. All or none move.
 */
export async function moveDocuments(
  ctx: AuthenticatedContext,
  documentIds: readonly string[],
  moveTo: string | null,
): Promise<void> {
  requirePermission(ctx, "convai_write");
  const ids = [...new Set(documentIds)].slice(0, knowledgeBaseLimits.idsPerRequest);
  const entries = await ctx.ports.store.knowledgeBase.findDocuments(ctx.workspaceId, ids);
  const missing = ids.find((id) => !entries.some((entry) => entry.id === id));
  if (missing) throw documentNotFound(missing);
  for (const entry of entries) assertMayManageDocument(ctx, entry);
  if (moveTo) {
    const target = await findFolder(ctx, moveTo);
    const above = [...(await folderPathOf(ctx, target)), target];
    if (entries.some((entry) => above.some((folder) => folder.id === entry.id)))
      throw DomainError.invalidField(["body", "move_to"], messages.folderIntoItself);
    if (entries.some((entry) => entry.type === "folder") && above.length >= knowledgeBaseLimits.folderDepth)
      throw DomainError.invalidField(
        ["body", "move_to"],
        messages.folderTooDeep(knowledgeBaseLimits.folderDepth),
      );
  }
  const now = ctx.ports.clock.now();
  await ctx.ports.store.transaction(async (tx) => {
    for (const entry of entries)
      await tx.knowledgeBase.updateDocument(ctx.workspaceId, entry.id, {
        parentFolderId: moveTo,
        updatedAt: now,
      });
  });
}
