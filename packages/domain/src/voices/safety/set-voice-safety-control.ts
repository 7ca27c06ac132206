import { messages } from "@chorus/contract";
import { requireAdmin } from "../../auth/require-permission.ts";
import type { OperatorContext } from "../../billing/operator-context.ts";
import type { AuthenticatedContext } from "../../context.ts";
import type { VoiceSafetyControl } from "../../records.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { voiceNotFoundMessage } from "../get-voice.ts";
import { findPremadeVoice } from "../premade-voices.ts";

export type SafetyControlChoice = VoiceSafetyControl | "NONE";

/**
 * `POST /v1/voices/{id}/safety-control` (workspace admins): sets or lifts BAN or CAPTCHA on one of
 * the workspace's voices. A control set by moderation stays until moderation lifts it: the
 * workspace cannot undo what the platform decided.
 */
export async function setVoiceSafetyControl(
  ctx: AuthenticatedContext,
  voiceId: string,
  control: SafetyControlChoice,
): Promise<void> {
  requireAdmin(ctx);
  if (findPremadeVoice(voiceId))
    throw new DomainError("invalid_request", messages.premadeVoiceHasNoSafetyControl);
  const voice = await ctx.ports.store.customVoices.findInWorkspace(ctx.workspaceId, voiceId);
  if (!voice) throw new DomainError("voice_not_found", voiceNotFoundMessage(voiceId));
  if (voice.safetyControlSource === "moderation" && voice.safetyControl !== null)
    throw new DomainError("forbidden", messages.moderationBanLocked);
  await ctx.ports.store.customVoices.update(ctx.workspaceId, voiceId, {
    safetyControl: control === "NONE" ? null : control,
    safetyControlSource: control === "NONE" ? null : "workspace",
    updatedAt: ctx.ports.clock.now(),
  });
}

/** The operator's moderation (`npm run chorus -- voices set-safety-control`): any workspace's voice. */
export async function moderateVoice(
  ctx: OperatorContext,
  voiceId: string,
  control: SafetyControlChoice,
): Promise<{ workspaceId: string; name: string; from: VoiceSafetyControl | null }> {
  const voice = await ctx.ports.store.customVoices.findById(voiceId);
  if (!voice) throw new DomainError("voice_not_found", voiceNotFoundMessage(voiceId));
  await ctx.ports.store.customVoices.update(voice.workspaceId, voiceId, {
    safetyControl: control === "NONE" ? null : control,
    safetyControlSource: control === "NONE" ? null : "moderation",
    updatedAt: ctx.ports.clock.now(),
  });
  return { workspaceId: voice.workspaceId, name: voice.name, from: voice.safetyControl };
}
