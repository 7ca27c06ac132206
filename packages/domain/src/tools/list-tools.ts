import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { AgentToolRecord } from "./tool-records.ts";
import { type ToolView, viewTools } from "./tool-view.ts";

export interface ToolListQuery {
  pageSize: number;
  search?: string;
  onlyOwned: boolean;
  createdByUserId?: string;
  types: readonly string[];
  sortBy: "name" | "created_at";
  direction: "asc" | "desc";
  usedByAgentId?: string;
  cursor?: string;
}

/**
 * `GET /v1/convai/tools`: one page in the requested order; the cursor is the id of the last tool of
 * the previous page. `used_by_agent_id` keeps the tools that agent's `tool_ids` name (none for an
 * agent the workspace does not have). A workspace has hundreds of tools at most: sorting in memory
 * is cheap, as for agents.
 */
export async function listTools(
  ctx: AuthenticatedContext,
  query: ToolListQuery,
): Promise<{ tools: ToolView[]; nextCursor: string | null; hasMore: boolean }> {
  requirePermission(ctx, "convai_read");
  const search = query.search?.trim().toLowerCase();
  const usedBy = query.usedByAgentId
    ? new Set(
        (await ctx.ports.store.agents.find(ctx.workspaceId, query.usedByAgentId))?.conversationConfig.agent
          .prompt.tool_ids ?? [],
      )
    : undefined;
  const sign = query.direction === "asc" ? 1 : -1;
  const order = (a: AgentToolRecord, b: AgentToolRecord) =>
    query.sortBy === "name"
      ? a.toolConfig.name.localeCompare(b.toolConfig.name, "en", { sensitivity: "base" })
      : a.createdAt.getTime() - b.createdAt.getTime();
  const matches = (tool: AgentToolRecord) =>
    tool.toolConfig.name.toLowerCase().includes(search!) ||
    tool.toolConfig.description.toLowerCase().includes(search!);
  const all = (await ctx.ports.store.tools.list(ctx.workspaceId))
    .filter((tool) => !search || matches(tool))
    .filter((tool) => !query.onlyOwned || tool.createdByUserId === ctx.userId)
    .filter((tool) => !query.createdByUserId || tool.createdByUserId === query.createdByUserId)
    .filter((tool) => query.types.length === 0 || query.types.includes(tool.toolConfig.type))
    .filter((tool) => !usedBy || usedBy.has(tool.id))
    .sort((a, b) => sign * order(a, b) || a.id.localeCompare(b.id));
  const after = query.cursor ? all.findIndex((tool) => tool.id === query.cursor) + 1 : 0;
  const page = all.slice(after, after + query.pageSize);
  const hasMore = after + page.length < all.length;
  return { tools: await viewTools(ctx, page), nextCursor: hasMore ? page.at(-1)!.id : null, hasMore };
}
