import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { assertMayEditAgents } from "./agent-access.ts";

/** `DELETE /v1/convai/agents/{id}`: the agent and (by the database's cascade) its conversations. */
export async function deleteAgent(ctx: AuthenticatedContext, agentId: string): Promise<void> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  if (!(await ctx.ports.store.agents.delete(ctx.workspaceId, agentId)))
    throw new DomainError("agent_not_found", messages.agentNotFound);
}
