import { singleUseTokenLifetimeMinutes } from "@chorus/contract";
import { findAgent } from "../agents/agent-access.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { sha256 } from "../shared/hash.ts";
import { newId, newSecret } from "../shared/ids.ts";

/**
 * The signed URL's signature is stored as a single-use token whose hash covers the agent too, so it
 * opens one conversation with that agent only, acting as whoever asked for it.
 */
export const signatureSecret = (agentId: string, signature: string) => `${agentId}:${signature}`;

/**
 * `GET /v1/convai/conversation/get-signed-url`: a signature for one conversation with the agent,
 * used up by the connection that presents it and expiring unused after 15 minutes. The
 * conversation acts as the caller (an API key's workspace and permissions) and is charged to it.
 */
export async function issueConversationSignature(
  ctx: AuthenticatedContext,
  agentId: string,
): Promise<string> {
  requirePermission(ctx, "convai_read");
  await findAgent(ctx, agentId);
  const signature = `cvsig_${newSecret(24)}`;
  const now = ctx.ports.clock.now();
  await ctx.ports.store.singleUseTokens.insert({
    id: newId(),
    workspaceId: ctx.workspaceId,
    userId: ctx.userId,
    tokenType: "convai_signed_url",
    tokenHash: sha256(signatureSecret(agentId, signature)),
    apiKeyId: ctx.actor.kind === "api_key" ? ctx.actor.apiKeyId : null,
    sessionId: ctx.actor.kind === "user" ? ctx.actor.sessionId : null,
    expiresAt: new Date(now.getTime() + singleUseTokenLifetimeMinutes * 60_000),
  });
  await ctx.ports.store.singleUseTokens.deleteExpired(now);
  return signature;
}
