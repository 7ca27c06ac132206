import { type OutputFormatSpec, parseOutputFormat } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { assertCanRunMeteredWork } from "../generation/assert-can-run-metered-work.ts";
import { assertOutputFormatAllowed } from "../text-to-speech/output-format-access.ts";
import { currentTier } from "../text-to-speech/speech-request-rules.ts";
import { findSpeakableVoice } from "../voices/safety/speakable-voice.ts";
import type { VoiceView } from "../voices/voice-view.ts";
import type { VoiceChangeInput } from "./voice-change-input.ts";

/** The target of a voice change, from the path and query: a voice the workspace may speak with, and a format its plan allows. */
export async function voiceChangeTarget(
  ctx: AuthenticatedContext,
  input: Pick<VoiceChangeInput, "voiceId" | "outputFormat">,
): Promise<{ voice: VoiceView; format: OutputFormatSpec }> {
  const voice = await findSpeakableVoice(ctx, input.voiceId);
  const format = parseOutputFormat(input.outputFormat);
  assertOutputFormatAllowed(format, await currentTier(ctx));
  return { voice, format };
}

/**
 * What refuses `POST /v1/speech-to-speech/{voice_id}` before its recording is read: the permission,
 * the voice (unknown, blocked, under captcha), the output format's tier, and the metering's refusals
 * (payment problem, no credit left, every standard slot taken). `prepareVoiceChange` checks the
 * voice and format again; the charge and the slot check the rest.
 */
export async function assertCanChangeVoice(
  ctx: AuthenticatedContext,
  input: Pick<VoiceChangeInput, "voiceId" | "outputFormat">,
): Promise<void> {
  requirePermission(ctx, "speech_to_speech");
  await voiceChangeTarget(ctx, input);
  await assertCanRunMeteredWork(ctx, { concurrencyGroup: "standard" });
}
