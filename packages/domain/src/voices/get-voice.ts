import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { customVoiceView } from "./custom/custom-voice-view.ts";
import { attachLibraryFacts, withUsableCopy } from "./library/voice-library-facts.ts";
import { findPremadeVoice } from "./premade-voices.ts";
import { loadProfessionalDetails } from "./professional/professional-voice-details.ts";
import { defaultVoiceSettings } from "./voice-settings-values.ts";
import type { VoiceView } from "./voice-view.ts";

export const voiceNotFoundMessage = (voiceId: string) =>
  `A voice with the voice_id ${voiceId} was not found.`;

/**
 * One voice of the workspace with what the library knows of it, or `voice_not_found` (also for voices
 * of other workspaces). A `copied_disabled` copy is still shown, so its state can be seen.
 */
export async function getVoice(ctx: AuthenticatedContext, voiceId: string): Promise<VoiceView> {
  requirePermission(ctx, "voices_read");
  const [view] = await attachLibraryFacts(ctx, [await findWorkspaceVoice(ctx, voiceId)]);
  return view!;
}

/**
 * The lookup for verbs that use a voice (text to speech), without a permission check: a premade
 * voice, or one of the workspace's own voices, refusing a library copy whose notice period ended
 * (`copied_disabled`). Another workspace's voice is not found.
 */
export async function findUsableVoice(ctx: AuthenticatedContext, voiceId: string): Promise<VoiceView> {
  const view = await findWorkspaceVoice(ctx, voiceId);
  return view.custom ? withUsableCopy(ctx, view) : view;
}

async function findWorkspaceVoice(ctx: AuthenticatedContext, voiceId: string): Promise<VoiceView> {
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
