import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { type AgentView, viewAgents } from "./agent-view.ts";

/** `GET /v1/convai/agents/summaries`: each id's agent, or undefined when it is not the workspace's. */
export async function getAgentSummaries(
  ctx: AuthenticatedContext,
  agentIds: readonly string[],
): Promise<Map<string, AgentView | undefined>> {
  requirePermission(ctx, "convai_read");
  const found = new Map<string, AgentView | undefined>();
  const agents = [];
  for (const agentId of new Set(agentIds)) {
    const agent = await ctx.ports.store.agents.find(ctx.workspaceId, agentId);
    if (agent) agents.push(agent);
    else found.set(agentId, undefined);
  }
  for (const view of await viewAgents(ctx, agents)) found.set(view.agent.id, view);
  return found;
}
