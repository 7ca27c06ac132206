import { type TtsModel, ttsModels } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";

/** Every text-to-speech model, under the ids ElevenLabs clients send (each runs on the configured engines). */
export async function listAvailableModels(ctx: AuthenticatedContext): Promise<readonly TtsModel[]> {
  requirePermission(ctx, "models_read");
  return ttsModels;
}
