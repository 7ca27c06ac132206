import { knowledgeBaseLimits } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import type { KnowledgeBaseDocumentRecord } from "./knowledge-base-records.ts";

/**
 * The folders leading to an entry, from the top down to its parent (`folder_path`); empty at the
 * top. Reads one folder per level, at most the nesting bound (a cycle could not go on forever).
 */
export async function folderPathOf(
  ctx: AuthenticatedContext,
  entry: KnowledgeBaseDocumentRecord,
): Promise<KnowledgeBaseDocumentRecord[]> {
  const path: KnowledgeBaseDocumentRecord[] = [];
  let parentId = entry.parentFolderId;
  while (parentId && path.length < knowledgeBaseLimits.folderDepth) {
    const parent = await ctx.ports.store.knowledgeBase.findDocument(ctx.workspaceId, parentId);
    if (!parent) break;
    path.unshift(parent);
    parentId = parent.parentFolderId;
  }
  return path;
}
