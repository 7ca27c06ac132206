import { messages, type WorkspaceRole } from "@chorus/contract";
import { assertUserCanAct } from "../auth/authenticate-bearer.ts";
import type { Actor, AuthenticatedContext, Ports, RequestMeta } from "../context.ts";
import type { StoredTokenType } from "../ports/single-use-tokens.ts";
import { DomainError } from "../shared/domain-error.ts";
import { sha256 } from "../shared/hash.ts";

const invalid = () => new DomainError("invalid_single_use_token", messages.invalidSingleUseToken);

/**
 * Uses up a single-use token of `tokenType` and resolves it to the context of whoever issued it.
 * The token is consumed before anything else is checked, so a token that fails a later check is
 * spent too (it was presented; it is never good twice). Its issuer must still be able to act: the
 * API key still enabled (its current permissions apply), or the web session not revoked, and the
 * person still an unlocked member of the workspace.
 */
export async function authenticateSingleUseToken(
  ports: Ports,
  token: string,
  tokenType: StoredTokenType,
  meta: RequestMeta,
): Promise<AuthenticatedContext> {
  const { store, clock } = ports;
  const record = await store.singleUseTokens.consume(sha256(token), tokenType, clock.now());
  if (!record) throw invalid();
  let actor: Actor;
  if (record.apiKeyId) {
    const key = await store.apiKeys.findInWorkspace(record.workspaceId, record.apiKeyId);
    if (!key?.isEnabled || key.userId !== record.userId) throw invalid();
    actor = { kind: "api_key", userId: key.userId, apiKeyId: key.id, permissions: key.permissions };
  } else {
    const session = record.sessionId ? await store.sessions.findById(record.sessionId) : undefined;
    if (!session || session.revokedAt || session.userId !== record.userId) throw invalid();
    actor = { kind: "user", userId: record.userId, sessionId: session.id };
  }
  const user = await store.users.findById(record.userId);
  assertUserCanAct(user);
  const member = await store.members.find(record.workspaceId, record.userId);
  if (!member) throw invalid();
  if (member.isLocked) throw new DomainError("account_locked", messages.accountLocked);
  return {
    ports,
    meta,
    actor,
    userId: record.userId,
    workspaceId: record.workspaceId,
    role: member.role as WorkspaceRole,
  };
}
