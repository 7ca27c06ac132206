import { findAgent } from "../agents/agent-access.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";

export interface AssignableMember {
  userId: string;
  email: string;
  firstName: string | null;
  /** A locked member cannot reach the workspace's agents until unlocked, so cannot be assigned. */
  hasAccess: boolean;
}

/**
 * `GET /v1/convai/agents/{agent_id}/triage-tickets/assignable-users`: the workspace's members.
 * Agents belong to the workspace, so every member who can sign in to it can see the agent.
 */
export async function listTriageTicketAssignableUsers(
  ctx: AuthenticatedContext,
  agentId: string,
): Promise<AssignableMember[]> {
  requirePermission(ctx, "convai_read");
  await findAgent(ctx, agentId);
  const members = await ctx.ports.store.members.list(ctx.workspaceId);
  return members.map(({ member, user }) => ({
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    hasAccess: !member.isLocked,
  }));
}
