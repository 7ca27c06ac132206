import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../../context.ts";
import type { CustomVoiceRecord, VoiceFineTuningRecord, VoiceSampleRecord } from "../../records.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { findOwnVoice } from "../custom/find-own-voice.ts";
import { isTrainingRunning } from "./professional-voice-status.ts";

export interface ProfessionalVoice {
  voice: CustomVoiceRecord;
  fineTuning: VoiceFineTuningRecord;
}

/** One of the workspace's professional voices with its state; another workspace's voice is not found. */
export async function findProfessionalVoice(
  ctx: AuthenticatedContext,
  voiceId: string,
): Promise<ProfessionalVoice> {
  const voice = await findOwnVoice(ctx, voiceId);
  const fineTuning = await ctx.ports.store.professionalVoices.findFineTuning(ctx.workspaceId, voiceId);
  if (voice.category !== "professional" || !fineTuning)
    throw new DomainError("invalid_request", messages.notAProfessionalVoice(voiceId));
  return { voice, fineTuning };
}

/** Samples and settings stay as training read them until it has finished. */
export function assertNotTraining(fineTuning: VoiceFineTuningRecord): void {
  if (isTrainingRunning(fineTuning))
    throw new DomainError("voice_fine_tuning_in_progress", messages.fineTuningInProgress);
}

/** One sample of the voice, or `voice_sample_not_found`. */
export async function findProfessionalSample(
  ctx: AuthenticatedContext,
  voiceId: string,
  sampleId: string,
): Promise<VoiceSampleRecord> {
  const samples = await ctx.ports.store.customVoices.listSamples(ctx.workspaceId, [voiceId]);
  const sample = samples.find((candidate) => candidate.id === sampleId);
  if (!sample) throw new DomainError("voice_sample_not_found", messages.voiceSampleNotFound(sampleId));
  return sample;
}
