import type { Ports } from "../context.ts";
import type { Repositories } from "../ports/repositories.ts";
import { sha256 } from "../shared/hash.ts";
import { newId, newSecret } from "../shared/ids.ts";

/** What a successful sign-in or refresh hands to the client. */
export interface SessionTokens {
  accessToken: string;
  accessTokenExpiresAt: Date;
  refreshToken: string;
  refreshTokenExpiresAt: Date;
  sessionId: string;
  userId: string;
  workspaceId: string;
}

/** Issues a fresh refresh token for a session and an access token naming it. */
export async function issueSessionTokens(
  ports: Ports,
  repos: Repositories,
  session: { id: string; userId: string; workspaceId: string },
): Promise<SessionTokens> {
  const now = ports.clock.now();
  const refreshToken = newSecret(32);
  const refreshTokenExpiresAt = new Date(now.getTime() + ports.settings.refreshTokenTtlDays * 86_400_000);
  await repos.sessions.insertRefreshToken({
    id: newId(),
    sessionId: session.id,
    tokenHash: sha256(refreshToken),
    expiresAt: refreshTokenExpiresAt,
  });
  const access = await ports.tokens.sign({
    userId: session.userId,
    sessionId: session.id,
    workspaceId: session.workspaceId,
  });
  return {
    accessToken: access.token,
    accessTokenExpiresAt: access.expiresAt,
    refreshToken,
    refreshTokenExpiresAt,
    sessionId: session.id,
    userId: session.userId,
    workspaceId: session.workspaceId,
  };
}

/** Starts a session for a person who has just proved who they are (password, and MFA when enrolled). */
export async function startSession(
  ports: Ports,
  repos: Repositories,
  input: { userId: string; workspaceId: string; userAgent?: string; ip?: string },
): Promise<SessionTokens> {
  const now = ports.clock.now();
  const session = await repos.sessions.insert({
    id: newId(),
    userId: input.userId,
    workspaceId: input.workspaceId,
    authenticatedAt: now,
    lastActiveAt: now,
    userAgent: input.userAgent ?? null,
    ip: input.ip ?? null,
  });
  await repos.users.update(input.userId, { lastWorkspaceId: input.workspaceId });
  return issueSessionTokens(ports, repos, session);
}
