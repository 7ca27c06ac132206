import { requireAdmin, requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { ApiKeyRecord } from "../records.ts";

export interface ApiKeyListing {
  key: ApiKeyRecord;
  createdByEmail: string | null;
}

/**
 * The workspace's API keys (admins, spec 001 §6), each with its creator's email. Only hashes
 * are stored, so no secret can be shown here.
 */
export async function listWorkspaceApiKeys(ctx: AuthenticatedContext): Promise<ApiKeyListing[]> {
  requirePermission(ctx, "workspace_read");
  requireAdmin(ctx);
  const { store } = ctx.ports;
  const keys = await store.apiKeys.listForWorkspace(ctx.workspaceId);
  const emails = new Map<string, string | null>();
  for (const userId of new Set(keys.map((k) => k.userId))) {
    emails.set(userId, (await store.users.findById(userId))?.email ?? null);
  }
  return keys.map((key) => ({ key, createdByEmail: emails.get(key.userId) ?? null }));
}
