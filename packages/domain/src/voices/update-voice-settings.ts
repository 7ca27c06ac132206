import type { VoiceSettings } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { findUsableVoice } from "./get-voice.ts";
import { mergeVoiceSettings } from "./voice-settings-values.ts";

/** Stores the workspace's settings for a voice; fields left out keep their current value. */
export async function updateVoiceSettings(
  ctx: AuthenticatedContext,
  voiceId: string,
  patch: VoiceSettings,
): Promise<void> {
  requirePermission(ctx, "voices_write");
  const current = await findUsableVoice(ctx, voiceId);
  await ctx.ports.store.voiceSettings.upsert(
    ctx.workspaceId,
    voiceId,
    mergeVoiceSettings(current.settings, patch),
  );
}
