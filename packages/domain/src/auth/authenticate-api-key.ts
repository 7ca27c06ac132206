import { messages, type WorkspaceRole } from "@chorus/contract";
import type { AuthenticatedContext, Ports, RequestMeta } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { sha256 } from "../shared/hash.ts";
import { assertUserCanAct } from "./authenticate-bearer.ts";

const LAST_USED_WRITE_INTERVAL_MS = 60_000;

/**
 * Resolves an `xi-api-key` to a context in the key's workspace, acting as the key's creator
 * with the key's permissions. A key whose creator left the workspace stops working.
 */
export async function authenticateApiKey(
  ports: Ports,
  secret: string,
  meta: RequestMeta,
): Promise<AuthenticatedContext> {
  const { store, clock } = ports;
  const key = await store.apiKeys.findBySecretHash(sha256(secret));
  if (!key) throw new DomainError("invalid_api_key", messages.invalidApiKey);
  if (!key.isEnabled) throw new DomainError("api_key_disabled", messages.apiKeyDisabled);
  const user = await store.users.findById(key.userId);
  assertUserCanAct(user);
  const member = await store.members.find(key.workspaceId, key.userId);
  if (!member) throw new DomainError("invalid_api_key", messages.invalidApiKey);
  if (member.isLocked) throw new DomainError("account_locked", messages.accountLocked);
  const now = clock.now();
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > LAST_USED_WRITE_INTERVAL_MS) {
    await store.apiKeys.update(key.id, { lastUsedAt: now });
  }
  return {
    ports,
    meta,
    actor: { kind: "api_key", userId: key.userId, apiKeyId: key.id, permissions: key.permissions },
    userId: key.userId,
    workspaceId: key.workspaceId,
    role: member.role as WorkspaceRole,
  };
}
