import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { premadeVoices } from "./premade-voices.ts";
import { defaultVoiceSettings } from "./voice-settings-values.ts";
import type { VoiceView } from "./voice-view.ts";

/** Every voice the workspace may use, with the workspace's settings for each. */
export async function listVoices(ctx: AuthenticatedContext): Promise<VoiceView[]> {
  requirePermission(ctx, "voices_read");
  const overrides = new Map(
    (await ctx.ports.store.voiceSettings.listForWorkspace(ctx.workspaceId)).map((row) => [
      row.voiceId,
      row.settings,
    ]),
  );
  return premadeVoices.map((voice) => ({
    voice,
    category: "premade" as const,
    settings: overrides.get(voice.voiceId) ?? defaultVoiceSettings,
  }));
}
