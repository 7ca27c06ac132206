import { requireAdmin, requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { findApiKeyOrThrow } from "./find-api-key.ts";

/** Deletes a key (admins); requests made with it fail from now on. */
export async function revokeApiKey(ctx: AuthenticatedContext, keyId: string): Promise<void> {
  requirePermission(ctx, "workspace_write");
  requireAdmin(ctx);
  const { store } = ctx.ports;
  const key = await findApiKeyOrThrow(store, ctx.workspaceId, keyId);
  await store.apiKeys.remove(key.id);
}
