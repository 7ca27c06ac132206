import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { customVoiceView } from "./custom/custom-voice-view.ts";
import { attachLibraryFacts } from "./library/voice-library-facts.ts";
import { premadeVoices } from "./premade-voices.ts";
import { loadProfessionalDetails } from "./professional/professional-voice-details.ts";
import { defaultVoiceSettings } from "./voice-settings-values.ts";
import type { VoiceView } from "./voice-view.ts";

/**
 * Every voice of the workspace (premade, then its own in creation order), with the workspace's
 * settings and what the library knows of each (a `copied_disabled` copy is listed, marked so).
 */
export async function listVoices(ctx: AuthenticatedContext): Promise<VoiceView[]> {
  requirePermission(ctx, "voices_read");
  const overrides = new Map(
    (await ctx.ports.store.voiceSettings.listForWorkspace(ctx.workspaceId)).map((row) => [
      row.voiceId,
      row.settings,
    ]),
  );
  const premade: VoiceView[] = premadeVoices.map((voice) => ({
    voice,
    category: "premade" as const,
    settings: overrides.get(voice.voiceId) ?? defaultVoiceSettings,
  }));
  const custom = await ctx.ports.store.customVoices.listForWorkspace(ctx.workspaceId);
  const samples = await ctx.ports.store.customVoices.listSamples(
    ctx.workspaceId,
    custom.map((voice) => voice.id),
  );
  const professional = await loadProfessionalDetails(ctx, custom, samples);
  return attachLibraryFacts(ctx, [
    ...premade,
    ...custom.map((record) =>
      customVoiceView(
        record,
        samples.filter((sample) => sample.voiceId === record.id),
        overrides.get(record.id) ?? defaultVoiceSettings,
        professional.get(record.id),
      ),
    ),
  ]);
}
