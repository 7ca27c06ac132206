import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { customVoiceView } from "./custom/custom-voice-view.ts";
import { findPremadeVoice } from "./premade-voices.ts";
import { loadProfessionalDetails } from "./professional/professional-voice-details.ts";
import { defaultVoiceSettings } from "./voice-settings-values.ts";
import type { VoiceView } from "./voice-view.ts";

export const voiceNotFoundMessage = (voiceId: string) =>
  `A voice with the voice_id ${voiceId} was not found.`;

/** One voice the workspace may use, or `voice_not_found` (also for voices of other workspaces). */
export async function getVoice(ctx: AuthenticatedContext, voiceId: string): Promise<VoiceView> {
  requirePermission(ctx, "voices_read");
  return findUsableVoice(ctx, voiceId);
}

/**
 * The lookup behind getVoice without the permission check, for verbs that use a voice (text to
 * speech): a premade voice, or one of the workspace's own voices. Another workspace's voice is not found.
 */
export async function findUsableVoice(ctx: AuthenticatedContext, voiceId: string): Promise<VoiceView> {
  const override = await ctx.ports.store.voiceSettings.find(ctx.workspaceId, voiceId);
  const settings = override?.settings ?? defaultVoiceSettings;
  const voice = findPremadeVoice(voiceId);
  if (voice) return { voice, category: "premade", settings };
  const custom = await ctx.ports.store.customVoices.findInWorkspace(ctx.workspaceId, voiceId);
  if (!custom) throw new DomainError("voice_not_found", voiceNotFoundMessage(voiceId));
  const samples = await ctx.ports.store.customVoices.listSamples(ctx.workspaceId, [voiceId]);
  const professional = await loadProfessionalDetails(ctx, [custom], samples);
  return customVoiceView(custom, samples, settings, professional.get(voiceId));
}
