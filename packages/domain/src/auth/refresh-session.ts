import { messages } from "@chorus/contract";
import type { PublicContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { sha256 } from "../shared/hash.ts";
import { assertUserCanAct, isSessionIdle } from "./authenticate-bearer.ts";
import { issueSessionTokens, type SessionTokens } from "./session-tokens.ts";

/**
 * How long a refresh token that was just exchanged still works. The browser can lose the answer
 * to an exchange (the person navigates while it is on its way, two tabs refresh at once) and then
 * presents the token it still holds: within this interval that is the same client retrying, and it
 * gets a new pair instead of losing the session. GoTrue's default reuse interval is the same 10 s.
 */
export const REFRESH_TOKEN_REUSE_INTERVAL_MS = 10_000;

/**
 * Exchanges a refresh token for a new pair. Refresh tokens rotate: each works once, apart from a
 * retry within REFRESH_TOKEN_REUSE_INTERVAL_MS. Presenting one that was exchanged longer ago means
 * it was copied, so the whole session (the token family) is revoked and everyone holding it must
 * sign in again.
 */
export async function refreshSession(ctx: PublicContext, refreshToken: string): Promise<SessionTokens> {
  const { store, clock } = ctx.ports;
  const now = clock.now();
  const outcome = await store.transaction(async (tx) => {
    const record = await tx.sessions.findRefreshToken(sha256(refreshToken));
    if (!record) return { error: "unknown" as const };
    const session = await tx.sessions.findById(record.sessionId);
    if (!session || session.revokedAt) return { error: "revoked" as const };
    const firstExchange = !record.rotatedAt && (await tx.sessions.markRefreshTokenRotated(record.id, now));
    // Not the first: exchanged earlier (rotatedAt) or by a request racing this one (rotated just now).
    const exchangedAt = record.rotatedAt ?? now;
    if (!firstExchange && now.getTime() - exchangedAt.getTime() > REFRESH_TOKEN_REUSE_INTERVAL_MS) {
      await tx.sessions.update(session.id, { revokedAt: now, revokeReason: "refresh_token_reuse" });
      return { error: "reused" as const };
    }
    if (record.expiresAt <= now) return { error: "expired" as const };
    const workspace = await tx.workspaces.findById(session.workspaceId);
    if (isSessionIdle(session, workspace, now)) {
      await tx.sessions.update(session.id, { revokedAt: now, revokeReason: "inactivity" });
      return { error: "idle" as const };
    }
    const user = await tx.users.findById(session.userId);
    assertUserCanAct(user);
    // Removed from the workspace this session was in: fall back to the person's own workspace.
    let workspaceId = session.workspaceId;
    const member = await tx.members.find(workspaceId, user.id);
    if (!member) {
      const own = (await tx.workspaces.listForUser(user.id)).find((w) => w.member.role === "owner");
      if (!own) return { error: "revoked" as const };
      workspaceId = own.workspace.id;
    } else if (member.isLocked) {
      throw new DomainError("account_locked", messages.accountLocked);
    }
    await tx.sessions.update(session.id, { lastActiveAt: now, workspaceId });
    return {
      tokens: await issueSessionTokens(ctx.ports, tx, { id: session.id, userId: user.id, workspaceId }),
    };
  });
  if ("error" in outcome) throw new DomainError("session_expired", messages.sessionExpired);
  return outcome.tokens;
}
