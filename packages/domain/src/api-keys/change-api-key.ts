import { requireAdmin, requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { ApiKeyRecord } from "../records.ts";
import { type ApiKeyPermissions, normalizePermissions } from "./api-key-permissions.ts";
import { findApiKeyOrThrow } from "./find-api-key.ts";

export interface ApiKeyChange {
  name?: string | null;
  isEnabled?: boolean | null;
  permissions?: ApiKeyPermissions | null;
  /** undefined leaves the limit; null removes it. */
  characterLimit?: number | null;
}

/** Renames, enables or disables a key or changes its scopes or limit (admins); takes effect on its next request. */
export async function changeApiKey(
  ctx: AuthenticatedContext,
  keyId: string,
  change: ApiKeyChange,
): Promise<void> {
  requirePermission(ctx, "workspace_write");
  requireAdmin(ctx);
  const { store } = ctx.ports;
  const key = await findApiKeyOrThrow(store, ctx.workspaceId, keyId);
  const patch: Partial<Pick<ApiKeyRecord, "name" | "isEnabled" | "permissions" | "characterLimit">> = {};
  if (change.name != null) patch.name = change.name;
  if (change.isEnabled != null) patch.isEnabled = change.isEnabled;
  if (change.permissions != null) patch.permissions = normalizePermissions(change.permissions);
  if (change.characterLimit !== undefined) patch.characterLimit = change.characterLimit;
  if (Object.keys(patch).length > 0) await store.apiKeys.update(key.id, patch);
}
