import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { AgentRecord } from "./agent-records.ts";
import { type AgentView, viewAgents } from "./agent-view.ts";

export interface AgentListQuery {
  pageSize: number;
  search?: string;
  archived: boolean;
  onlyOwned: boolean;
  createdByUserId?: string;
  tags: readonly string[];
  sortBy: "name" | "created_at" | "call_count_7d";
  direction: "asc" | "desc";
  cursor?: string;
}

/** The window `call_count_7d` counts calls in. */
const callCountDays = 7;

/**
 * `GET /v1/convai/agents`: one page in the requested order. The cursor is the id of the last agent
 * of the previous page. `call_count_7d` orders by the conversations each agent started in the last
 * seven days. (A workspace has at most a few hundred agents: sorting in memory is cheap.)
 */
export async function listAgents(
  ctx: AuthenticatedContext,
  query: AgentListQuery,
): Promise<{ agents: AgentView[]; nextCursor: string | null; hasMore: boolean }> {
  requirePermission(ctx, "convai_read");
  const search = query.search?.trim().toLowerCase();
  const sign = query.direction === "asc" ? 1 : -1;
  const callCounts =
    query.sortBy === "call_count_7d"
      ? await ctx.ports.store.conversations.countStartedSince(
          ctx.workspaceId,
          new Date(ctx.ports.clock.now().getTime() - callCountDays * 86_400_000),
        )
      : new Map<string, number>();
  const order = (a: AgentRecord, b: AgentRecord) =>
    query.sortBy === "name"
      ? a.name.localeCompare(b.name, "en", { sensitivity: "base" })
      : query.sortBy === "call_count_7d"
        ? (callCounts.get(a.id) ?? 0) - (callCounts.get(b.id) ?? 0)
        : a.createdAt.getTime() - b.createdAt.getTime();
  const all = (await ctx.ports.store.agents.list(ctx.workspaceId))
    .filter((agent) => agent.archived === query.archived)
    .filter((agent) => !search || agent.name.toLowerCase().includes(search))
    .filter((agent) => !query.onlyOwned || agent.createdByUserId === ctx.userId)
    .filter((agent) => !query.createdByUserId || agent.createdByUserId === query.createdByUserId)
    .filter((agent) => query.tags.every((tag) => agent.tags.includes(tag)))
    .sort((a, b) => sign * order(a, b) || a.id.localeCompare(b.id));
  const after = query.cursor ? all.findIndex((agent) => agent.id === query.cursor) + 1 : 0;
  const page = all.slice(after, after + query.pageSize);
  const hasMore = after + page.length < all.length;
  return { agents: await viewAgents(ctx, page), nextCursor: hasMore ? page.at(-1)!.id : null, hasMore };
}
