import { allPermissions, type Permission, type WorkspaceApiKey } from "@chorus/contract";
import type { ApiKeyListing } from "@chorus/domain";

const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const knownPermissions = new Set<string>(allPermissions);

/** `WorkspaceApiKeyResponseModel`: a full-access key lists every scope (and says so in `is_full_access`). */
export function presentApiKey({ key, createdByEmail }: ApiKeyListing): WorkspaceApiKey {
  const isFullAccess = key.permissions === "all";
  return {
    name: key.name,
    hint: key.hint,
    key_id: key.id,
    service_account_user_id: key.userId,
    created_at_unix: unix(key.createdAt),
    is_disabled: !key.isEnabled,
    // A scope retired from the catalogue is left out rather than failing the whole list.
    permissions: isFullAccess
      ? [...allPermissions]
      : ((key.permissions as string[]).filter((p) => knownPermissions.has(p)) as Permission[]),
    character_limit: key.characterLimit,
    character_count: key.characterCount,
    hashed_xi_api_key: key.secretHash,
    is_full_access: isFullAccess,
    created_by_email: createdByEmail,
    last_used_at_unix: key.lastUsedAt ? unix(key.lastUsedAt) : null,
  };
}
