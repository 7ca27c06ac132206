import { requireAdmin, requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { sha256 } from "../shared/hash.ts";
import { newId, newSecret } from "../shared/ids.ts";
import { type ApiKeyPermissions, normalizePermissions } from "./api-key-permissions.ts";

export interface NewApiKey {
  name: string;
  permissions: ApiKeyPermissions;
  characterLimit?: number | null;
}

/**
 * Creates an API key acting as the caller in this workspace (admins, spec 001 §6). The secret
 * is returned once: only its SHA-256 is stored (keys carry 192 random bits, so a fast hash is
 * safe), plus a short hint so people can tell their keys apart.
 */
export async function issueApiKey(
  ctx: AuthenticatedContext,
  input: NewApiKey,
): Promise<{ secret: string; keyId: string }> {
  requirePermission(ctx, "workspace_write");
  requireAdmin(ctx);
  const secret = `sk_${newSecret(24)}`;
  const key = await ctx.ports.store.apiKeys.insert({
    id: newId(),
    workspaceId: ctx.workspaceId,
    userId: ctx.userId,
    name: input.name,
    secretHash: sha256(secret),
    hint: `${secret.slice(0, 4)}…${secret.slice(-4)}`,
    permissions: normalizePermissions(input.permissions),
    characterLimit: input.characterLimit ?? null,
  });
  return { secret, keyId: key.id };
}
