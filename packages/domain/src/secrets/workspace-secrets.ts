import { messages, secretLimits } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import { assertMayManageSecret, findSecret, sealingContext, secretNotFound } from "./secret-access.ts";
import type { WorkspaceSecretRecord } from "./secret-records.ts";
import { findSecretDependents } from "./secret-references.ts";

export const newSecretId = () => newId(20);

/** A name as kept: trimmed, never blank (the contract's minimum counts spaces). */
function nameOf(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw DomainError.invalidField(["body", "name"], messages.secretNameRequired);
  return trimmed;
}

const nameTaken = (name: string) => new DomainError("already_exists", messages.secretNameTaken(name));

/** `POST /v1/convai/secrets`: the value is sealed before it reaches the store, and never answered. */
export async function createSecret(
  ctx: AuthenticatedContext,
  input: { name: string; value: string },
): Promise<WorkspaceSecretRecord> {
  requirePermission(ctx, "convai_write");
  assertMayManageSecret(ctx);
  const name = nameOf(input.name);
  const max = secretLimits.perWorkspace;
  if ((await ctx.ports.store.secrets.count(ctx.workspaceId)) >= max)
    throw new DomainError("invalid_request", messages.secretsTooMany(max));
  const id = newSecretId();
  const now = ctx.ports.clock.now();
  const secret: WorkspaceSecretRecord = {
    id,
    workspaceId: ctx.workspaceId,
    createdByUserId: ctx.userId,
    name,
    value: ctx.ports.secretCipher.seal(input.value, sealingContext(ctx.workspaceId, id)),
    createdAt: now,
    updatedAt: now,
  };
  if ((await ctx.ports.store.secrets.insert(secret)).outcome === "name_taken") throw nameTaken(name);
  return secret;
}

/**
 * `PATCH /v1/convai/secrets/{secret_id}`: a new name, a new value, or both (the SDK sends both);
 * what is left out stays. Resources that use the secret use the new value from their next use on.
 */
export async function updateSecret(
  ctx: AuthenticatedContext,
  secretId: string,
  patch: { name?: string; value?: string },
): Promise<WorkspaceSecretRecord> {
  requirePermission(ctx, "convai_write");
  const secret = await findSecret(ctx, secretId);
  assertMayManageSecret(ctx, secret);
  const changes: Partial<Pick<WorkspaceSecretRecord, "name" | "value">> = {};
  if (patch.name !== undefined) changes.name = nameOf(patch.name);
  if (patch.value !== undefined)
    changes.value = ctx.ports.secretCipher.seal(patch.value, sealingContext(ctx.workspaceId, secretId));
  if (Object.keys(changes).length === 0) return secret;
  const updatedAt = ctx.ports.clock.now();
  const written = await ctx.ports.store.secrets.update(ctx.workspaceId, secretId, { ...changes, updatedAt });
  if (!written) throw secretNotFound(secretId);
  if (written.outcome === "name_taken") throw nameTaken(changes.name ?? secret.name);
  return { ...secret, ...changes, updatedAt };
}

/**
 * `DELETE /v1/convai/secrets/{secret_id}`: refused while anything uses the secret (secret_in_use,
 * naming how many). The row is locked first, so a save that names the secret either committed
 * before (and is counted) or waits and then finds it gone (domain/secrets/hold-secrets.ts).
 */
export async function deleteSecret(ctx: AuthenticatedContext, secretId: string): Promise<void> {
  requirePermission(ctx, "convai_write");
  assertMayManageSecret(ctx, await findSecret(ctx, secretId));
  await ctx.ports.store.transaction(async (tx) => {
    if (!(await tx.secrets.lock(ctx.workspaceId, secretId))) throw secretNotFound(secretId);
    const users = (await findSecretDependents(ctx, tx)).get(secretId) ?? [];
    if (users.length > 0) throw new DomainError("secret_in_use", messages.secretInUse(users.length));
    await tx.secrets.delete(ctx.workspaceId, secretId);
  });
}
