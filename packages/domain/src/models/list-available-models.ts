import type { Model } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";

/**
 * The models this server can actually run. No speech engine is installed yet, so the honest
 * answer is an empty list; the text-to-speech work registers its engine-backed models here.
 */
export async function listAvailableModels(ctx: AuthenticatedContext): Promise<Model[]> {
  requirePermission(ctx, "models_read");
  return [];
}
