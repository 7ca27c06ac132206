import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { findPremadeVoice } from "./premade-voices.ts";
import { defaultVoiceSettings } from "./voice-settings-values.ts";
import type { VoiceView } from "./voice-view.ts";

export const voiceNotFoundMessage = (voiceId: string) =>
  `A voice with the voice_id ${voiceId} was not found.`;

/** One voice the workspace may use, or `voice_not_found` (also for voices of other workspaces). */
export async function getVoice(ctx: AuthenticatedContext, voiceId: string): Promise<VoiceView> {
  requirePermission(ctx, "voices_read");
  return findUsableVoice(ctx, voiceId);
}

/** The lookup behind getVoice without the permission check, for verbs that use a voice (text to speech). */
export async function findUsableVoice(ctx: AuthenticatedContext, voiceId: string): Promise<VoiceView> {
  const voice = findPremadeVoice(voiceId);
  if (!voice) throw new DomainError("voice_not_found", voiceNotFoundMessage(voiceId));
  const override = await ctx.ports.store.voiceSettings.find(ctx.workspaceId, voiceId);
  return { voice, category: "premade", settings: override?.settings ?? defaultVoiceSettings };
}
