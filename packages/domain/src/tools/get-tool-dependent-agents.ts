import { type AgentView, viewAgents } from "../agents/agent-view.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { findTool } from "./tool-access.ts";

/**
 * `GET /v1/convai/tools/{tool_id}/dependent-agents`: the agents whose `tool_ids` name the tool,
 * newest first; the cursor is the id of the last agent of the previous page.
 */
export async function getToolDependentAgents(
  ctx: AuthenticatedContext,
  toolId: string,
  query: { cursor?: string; pageSize: number },
): Promise<{ agents: AgentView[]; nextCursor: string | null; hasMore: boolean }> {
  requirePermission(ctx, "convai_read");
  await findTool(ctx, toolId);
  const all = await ctx.ports.store.tools.agentsUsing(ctx.workspaceId, toolId);
  const after = query.cursor ? all.findIndex((agent) => agent.id === query.cursor) + 1 : 0;
  const page = all.slice(after, after + query.pageSize);
  const hasMore = after + page.length < all.length;
  return { agents: await viewAgents(ctx, page), nextCursor: hasMore ? page.at(-1)!.id : null, hasMore };
}
