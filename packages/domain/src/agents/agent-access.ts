import { messages, type WorkspaceRole } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import type { AgentRecord } from "./agent-records.ts";

export type AgentRole = "admin" | "editor" | "viewer";

/** The caller's role on an agent: agents belong to the workspace, so the workspace role decides. */
export function agentRoleFor(role: WorkspaceRole, isCreator: boolean): AgentRole {
  if (role === "owner" || role === "admin" || isCreator) return "admin";
  return role === "viewer" ? "viewer" : "editor";
}

/** Viewers talk to agents and read them; changing one takes an editor. */
export function assertMayEditAgents(ctx: AuthenticatedContext): void {
  if (ctx.role === "viewer") throw new DomainError("forbidden", messages.forbidden);
}

/** The workspace's agent, or "Agent not found." (also for another workspace's). */
export async function findAgent(
  ctx: { workspaceId: string; ports: AuthenticatedContext["ports"] },
  agentId: string,
): Promise<AgentRecord> {
  const agent = await ctx.ports.store.agents.find(ctx.workspaceId, agentId);
  if (!agent) throw new DomainError("agent_not_found", messages.agentNotFound);
  return agent;
}
