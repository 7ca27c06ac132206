import { ApiKeyNameSchema, CharacterLimitInputSchema, messages } from "@chorus/contract";

export interface KeyFormErrors {
  name?: string;
  permissions?: string;
  limit?: string;
}

/**
 * The server's rules, from the contract: a name, at least one permission unless full access,
 * and a credit limit that is empty (no limit) or a positive whole number.
 */
export function validateKeyForm(form: {
  name: string;
  fullAccess: boolean;
  permissionCount: number;
  limit: string;
}) {
  const errors: KeyFormErrors = {};
  const name = ApiKeyNameSchema.safeParse(form.name);
  if (!name.success) errors.name = name.error.issues[0]?.message;
  if (!form.fullAccess && form.permissionCount === 0) errors.permissions = messages.apiKeyPermissionsRequired;
  let limit: number | null = null;
  if (form.limit.trim()) {
    const parsed = CharacterLimitInputSchema.safeParse(Number(form.limit));
    if (parsed.success) limit = parsed.data;
    else errors.limit = parsed.error.issues[0]?.message ?? messages.characterLimitPositive;
  }
  return { errors, limit, valid: Object.keys(errors).length === 0 };
}
