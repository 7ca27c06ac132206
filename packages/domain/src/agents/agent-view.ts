import type { AuthenticatedContext } from "../context.ts";
import { type AgentRole, agentRoleFor } from "./agent-access.ts";
import type { AgentRecord } from "./agent-records.ts";

/** An agent with what `access_info` shows: who made it and the caller's role on it. */
export interface AgentView {
  agent: AgentRecord;
  access: { isCreator: boolean; creatorName: string; creatorEmail: string; role: AgentRole };
}

/** Views of agents, reading each creator once (a page names a handful of people). */
export async function viewAgents(
  ctx: AuthenticatedContext,
  agents: readonly AgentRecord[],
): Promise<AgentView[]> {
  const creators = new Map<string, { name: string; email: string }>();
  for (const creatorId of new Set(agents.map((agent) => agent.createdByUserId))) {
    const user = await ctx.ports.store.users.findById(creatorId);
    creators.set(creatorId, { name: user?.firstName ?? user?.email ?? "", email: user?.email ?? "" });
  }
  return agents.map((agent) => {
    const creator = creators.get(agent.createdByUserId)!;
    const isCreator = agent.createdByUserId === ctx.userId;
    return {
      agent,
      access: {
        isCreator,
        creatorName: creator.name,
        creatorEmail: creator.email,
        role: agentRoleFor(ctx.role, isCreator),
      },
    };
  });
}

export async function viewAgent(ctx: AuthenticatedContext, agent: AgentRecord): Promise<AgentView> {
  const [view] = await viewAgents(ctx, [agent]);
  return view!;
}
