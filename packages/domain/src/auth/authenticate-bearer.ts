import { messages, type WorkspaceRole } from "@chorus/contract";
import type { AuthenticatedContext, Ports, RequestMeta } from "../context.ts";
import type { SessionRecord, UserRecord, WorkspaceRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";

/** Activity is written at most this often, so a busy tab does not write on every request. */
const ACTIVITY_WRITE_INTERVAL_MS = 30_000;

export function assertUserCanAct(user: UserRecord | undefined): asserts user is UserRecord {
  if (!user || user.status === "deleted" || user.deletedAt)
    throw new DomainError("account_deleted", messages.accountDeleted);
  if (user.status === "disabled") throw new DomainError("account_disabled", messages.accountDisabled);
  if (user.status === "suspended") throw new DomainError("account_suspended", messages.accountSuspended);
}

/** True when the workspace's inactivity timeout has run out for this session. */
export function isSessionIdle(
  session: SessionRecord,
  workspace: WorkspaceRecord | undefined,
  now: Date,
): boolean {
  const timeout = workspace?.sessionInactivityTimeoutSeconds;
  return !!timeout && now.getTime() - session.lastActiveAt.getTime() > timeout * 1000;
}

/**
 * Resolves a web-app bearer token to a context. The session row is the authority (not the
 * token's claims): sign-out, refresh-token reuse and the workspace's inactivity timeout take
 * effect on the very next request, and an accepted invite moves the session to its workspace.
 */
export async function authenticateBearer(
  ports: Ports,
  token: string,
  meta: RequestMeta,
): Promise<AuthenticatedContext> {
  const claims = await ports.tokens.verify(token);
  if (!claims) throw new DomainError("unauthorized", messages.sessionExpired);
  const { store, clock } = ports;
  const session = await store.sessions.findById(claims.sessionId);
  if (!session || session.revokedAt || session.userId !== claims.userId) {
    throw new DomainError("session_expired", messages.sessionExpired);
  }
  const now = clock.now();
  const workspace = await store.workspaces.findById(session.workspaceId);
  if (isSessionIdle(session, workspace, now)) {
    await store.sessions.update(session.id, { revokedAt: now, revokeReason: "inactivity" });
    throw new DomainError("session_expired", messages.sessionExpired);
  }
  const user = await store.users.findById(session.userId);
  assertUserCanAct(user);
  const member = workspace ? await store.members.find(workspace.id, user.id) : undefined;
  if (!workspace || !member) throw new DomainError("session_expired", messages.sessionExpired);
  if (member.isLocked) throw new DomainError("account_locked", messages.accountLocked);
  if (now.getTime() - session.lastActiveAt.getTime() > ACTIVITY_WRITE_INTERVAL_MS) {
    await store.sessions.update(session.id, { lastActiveAt: now });
  }
  return {
    ports,
    meta,
    actor: { kind: "user", userId: user.id, sessionId: session.id },
    userId: user.id,
    workspaceId: workspace.id,
    role: member.role as WorkspaceRole,
  };
}
