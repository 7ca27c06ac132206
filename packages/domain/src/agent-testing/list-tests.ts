import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { AgentTestRecord } from "./agent-test-records.ts";
import { type AgentTestView, viewTestsIn } from "./agent-test-view.ts";

export interface TestListQuery {
  pageSize: number;
  search?: string;
  parentFolderId?: string;
  types: readonly string[];
  includeFolders: boolean;
  foldersFirst: boolean;
  createdByUserId?: string;
  cursor?: string;
}

/**
 * `GET /v1/convai/agent-testing`: newest first (folders first on request), one page; the cursor is
 * the last entry's id. Browsing folders (`include_folders` or a `parent_folder_id`) lists one level;
 * otherwise every test of the workspace, wherever it is. Sorted in memory: hundreds at most.
 */
export async function listTests(
  ctx: AuthenticatedContext,
  query: TestListQuery,
): Promise<{ tests: AgentTestView[]; nextCursor: string | null; hasMore: boolean }> {
  requirePermission(ctx, "convai_read");
  const all = await ctx.ports.store.agentTests.list(ctx.workspaceId);
  const search = query.search?.trim().toLowerCase();
  const browsing = query.includeFolders || query.parentFolderId !== undefined;
  const order = (a: AgentTestRecord, b: AgentTestRecord) =>
    (query.foldersFirst ? Number(b.kind === "folder") - Number(a.kind === "folder") : 0) ||
    b.createdAt.getTime() - a.createdAt.getTime() ||
    b.id.localeCompare(a.id);
  const matching = all
    .filter((entry) => (browsing ? entry.parentFolderId === (query.parentFolderId ?? null) : true))
    .filter((entry) => entry.kind !== "folder" || query.includeFolders)
    .filter((entry) => !search || entry.name.toLowerCase().includes(search))
    .filter((entry) => query.types.length === 0 || query.types.includes(entry.kind))
    .filter((entry) => !query.createdByUserId || entry.createdByUserId === query.createdByUserId)
    .sort(order);
  const after = query.cursor ? matching.findIndex((entry) => entry.id === query.cursor) + 1 : 0;
  const page = matching.slice(after, after + query.pageSize);
  const hasMore = after + page.length < matching.length;
  return { tests: viewTestsIn(all, page), nextCursor: hasMore ? page.at(-1)!.id : null, hasMore };
}
