import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { newSecret } from "../shared/ids.ts";
import { findAgent } from "./agent-access.ts";

/**
 * `GET /v1/convai/agents/{id}/link`: the agent's shareable-link token, made on first request and
 * kept (the public talk-to page takes it instead of an API key). Making it does not change the
 * agent's version: it is not an edit of its configuration.
 */
export async function getAgentLink(
  ctx: AuthenticatedContext,
  agentId: string,
): Promise<{ agentId: string; token: string }> {
  requirePermission(ctx, "convai_read");
  const agent = await findAgent(ctx, agentId);
  const existing = agent.platformSettings.auth.shareable_token;
  if (existing) return { agentId, token: existing };
  const token = newSecret(24);
  await ctx.ports.store.agents.setShareableToken(ctx.workspaceId, agentId, {
    ...agent.platformSettings,
    auth: { ...agent.platformSettings.auth, shareable_token: token },
  });
  return { agentId, token };
}
