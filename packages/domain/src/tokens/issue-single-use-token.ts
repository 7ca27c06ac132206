import { type SingleUseTokenType, singleUseTokenLifetimeMinutes } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { sha256 } from "../shared/hash.ts";
import { newId, newSecret } from "../shared/ids.ts";

/** The permission the thing a token opens needs: transcription for the scribe tokens. */
const permissionFor = {
  realtime_scribe: "speech_to_text",
  batch_scribe: "speech_to_text",
  tts_websocket: "text_to_speech",
} as const;

/**
 * `POST /v1/single-use-token/{token_type}`: a token a browser can hold instead of an API key. It
 * acts as the caller in the caller's workspace (with the issuing key's permissions), opens one
 * connection or request of its type, and expires unused after 15 minutes. Only its SHA-256 is
 * stored (192 random bits, so a fast hash is safe, as for API keys).
 */
export async function issueSingleUseToken(
  ctx: AuthenticatedContext,
  tokenType: SingleUseTokenType,
): Promise<string> {
  requirePermission(ctx, permissionFor[tokenType]);
  const token = `sutkn_${newSecret(24)}`;
  const now = ctx.ports.clock.now();
  await ctx.ports.store.singleUseTokens.insert({
    id: newId(),
    workspaceId: ctx.workspaceId,
    userId: ctx.userId,
    tokenType,
    tokenHash: sha256(token),
    apiKeyId: ctx.actor.kind === "api_key" ? ctx.actor.apiKeyId : null,
    sessionId: ctx.actor.kind === "user" ? ctx.actor.sessionId : null,
    expiresAt: new Date(now.getTime() + singleUseTokenLifetimeMinutes * 60_000),
  });
  // Expired tokens are of no use to anyone: issuing sweeps them, so the table stays small.
  await ctx.ports.store.singleUseTokens.deleteExpired(now);
  return token;
}
