import { z } from "zod";
import { idValue } from "../../bounds/input-limits.ts";
import { allPermissions } from "../../catalogues/api-key-permissions.ts";
import { messages } from "../../errors/messages.ts";

export const PermissionSchema = z.enum(allPermissions);

/** A key's scopes: the string "all" (full access, including groups added later) or a non-empty list. */
export const ApiKeyPermissionsInputSchema = z.union([
  z.literal("all"),
  // Each scope at most once over, so a list longer than the catalogue is never needed.
  z.array(PermissionSchema).min(1, messages.apiKeyPermissionsRequired).max(allPermissions.length),
]);

/** Null removes the limit. */
export const CharacterLimitInputSchema = z
  .number()
  .int(messages.characterLimitPositive)
  .positive(messages.characterLimitPositive)
  .nullable();

export const ApiKeyNameSchema = z.string().trim().min(1, messages.apiKeyNameRequired).max(100);

/** `WorkspaceApiKeyResponseModel` as the SDK parses it, plus Chorus's extras. */
export const WorkspaceApiKeySchema = z
  .object({
    name: z.string(),
    hint: z.string(),
    key_id: z.string(),
    /** The person who created the key: requests made with it act as them. */
    service_account_user_id: z.string(),
    created_at_unix: z.number().int(),
    is_disabled: z.boolean(),
    /** Every scope the key holds; for a full-access key, every scope there is. */
    permissions: z.array(PermissionSchema),
    character_limit: z.number().int().nullable(),
    character_count: z.number().int(),
    /** SHA-256 (hex) of the secret: the only form in which Chorus keeps it. */
    hashed_xi_api_key: z.string(),
    // Chorus extras
    is_full_access: z.boolean(),
    created_by_email: z.string().nullable(),
    last_used_at_unix: z.number().int().nullable(),
  })
  .meta({ id: "WorkspaceApiKey" });

export type WorkspaceApiKey = z.infer<typeof WorkspaceApiKeySchema>;

export const ApiKeyIdParamsSchema = z.object({ key_id: idValue });
