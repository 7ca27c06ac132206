import { knowledgeBaseLimits } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import type { KnowledgeBaseDocumentRecord } from "./knowledge-base-records.ts";

/** Everything inside the folders among `entries`, at any depth (the entries themselves not included). */
export async function descendantsOf(
  ctx: AuthenticatedContext,
  entries: readonly KnowledgeBaseDocumentRecord[],
): Promise<KnowledgeBaseDocumentRecord[]> {
  const found: KnowledgeBaseDocumentRecord[] = [];
  let folders = entries.filter((entry) => entry.type === "folder").map((entry) => entry.id);
  for (let depth = 0; folders.length > 0 && depth < knowledgeBaseLimits.folderDepth; depth++) {
    const children = await ctx.ports.store.knowledgeBase.listChildren(ctx.workspaceId, folders);
    found.push(...children);
    folders = children.filter((child) => child.type === "folder").map((child) => child.id);
  }
  return found;
}
