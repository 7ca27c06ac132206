import { agentTestingLimits } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import type { AgentTestRecord } from "./agent-test-records.ts";

/** A test or folder with what a listing shows of its place in the tree. */
export interface AgentTestView {
  entry: AgentTestRecord;
  folderPath: { id: string; name: string }[];
  /** Entries directly inside (folders); null for a test. */
  childrenCount: number | null;
}

/**
 * Views of entries, from the workspace's whole tree read once (a workspace has hundreds of tests
 * at most): each entry's folder path, bounded by the nesting depth, and each folder's child count.
 */
export function viewTestsIn(
  all: readonly AgentTestRecord[],
  entries: readonly AgentTestRecord[],
): AgentTestView[] {
  const byId = new Map(all.map((entry) => [entry.id, entry]));
  const children = new Map<string, number>();
  for (const entry of all)
    if (entry.parentFolderId)
      children.set(entry.parentFolderId, (children.get(entry.parentFolderId) ?? 0) + 1);
  return entries.map((entry) => {
    const folderPath: AgentTestView["folderPath"] = [];
    let parent = entry.parentFolderId ? byId.get(entry.parentFolderId) : undefined;
    while (parent && folderPath.length < agentTestingLimits.folderDepth) {
      folderPath.unshift({ id: parent.id, name: parent.name });
      parent = parent.parentFolderId ? byId.get(parent.parentFolderId) : undefined;
    }
    return {
      entry,
      folderPath,
      childrenCount: entry.kind === "folder" ? (children.get(entry.id) ?? 0) : null,
    };
  });
}

export async function viewTests(
  ctx: AuthenticatedContext,
  entries: readonly AgentTestRecord[],
): Promise<AgentTestView[]> {
  if (entries.length === 0) return [];
  return viewTestsIn(await ctx.ports.store.agentTests.list(ctx.workspaceId), entries);
}
