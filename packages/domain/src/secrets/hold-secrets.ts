import type { AuthenticatedContext } from "../context.ts";
import type { Repositories } from "../ports/repositories.ts";
import { secretNotFound } from "./secret-access.ts";

/** Refuses names of secrets the workspace does not have (unknown, deleted, or another workspace's): secret_not_found. */
export async function assertSecretsExist(
  ctx: { workspaceId: string; ports: AuthenticatedContext["ports"] },
  secretIds: readonly string[],
): Promise<void> {
  for (const secretId of new Set(secretIds))
    if (!(await ctx.ports.store.secrets.find(ctx.workspaceId, secretId))) throw secretNotFound(secretId);
}

/**
 * Runs `write` (storing a resource that names `secretIds`) with those secrets' rows held until it
 * commits, so a secret cannot be deleted between the check and the write: a deletion under way
 * makes this wait and then refuse (secret_not_found); one that comes later waits for this and then
 * sees the new user (secret_in_use). Without secrets, `write` runs on the store as it is.
 */
export async function withSecretsHeld<T>(
  ctx: { workspaceId: string; ports: AuthenticatedContext["ports"] },
  secretIds: readonly string[],
  write: (store: Repositories) => Promise<T>,
): Promise<T> {
  const wanted = [...new Set(secretIds)];
  if (wanted.length === 0) return write(ctx.ports.store);
  return ctx.ports.store.transaction(async (tx) => {
    const held = new Set((await tx.secrets.lockMany(ctx.workspaceId, wanted)).map((secret) => secret.id));
    const missing = wanted.find((secretId) => !held.has(secretId));
    if (missing !== undefined) throw secretNotFound(missing);
    return write(tx);
  });
}
