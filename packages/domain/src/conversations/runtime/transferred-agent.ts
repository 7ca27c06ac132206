import type { AuthenticatedContext } from "../../context.ts";
import { isDomainError } from "../../shared/domain-error.ts";
import { prepareSessionAgent, type SessionAgent } from "./session-agent.ts";

/**
 * The agent a `transfer_to_agent` hands a call to: one of the same workspace, not the one speaking,
 * with its own configuration as saved (the caller's overrides were for the first agent). A text
 * says why it cannot take the call; the model is told it and the call goes on.
 */
export async function prepareTransferredAgent(
  ctx: AuthenticatedContext,
  agentId: string,
): Promise<SessionAgent | string> {
  const agent = await ctx.ports.store.agents.find(ctx.workspaceId, agentId);
  if (!agent) return "that agent no longer exists";
  try {
    return await prepareSessionAgent(ctx, agent, agent.conversationConfig);
  } catch (error) {
    if (isDomainError(error)) return `that agent cannot take the call: ${error.message}`;
    throw error;
  }
}
