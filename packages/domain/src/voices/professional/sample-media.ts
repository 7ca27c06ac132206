import { messages } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import type { VoiceSampleRecord } from "../../records.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { findProfessionalSample, findProfessionalVoice } from "./find-professional-voice.ts";
import { cutAudio } from "./selected-audio.ts";
import { decodeStoredSample, encodePreview, readStoredFile } from "./stored-sample-audio.ts";

async function readableSample(ctx: AuthenticatedContext, voiceId: string, sampleId: string) {
  requirePermission(ctx, "voices_read");
  await findProfessionalVoice(ctx, voiceId);
  return findProfessionalSample(ctx, voiceId, sampleId);
}

/**
 * `GET …/samples/{sample_id}/audio`: the file as uploaded or, with `remove_background_noise`, the
 * sample denoised (ffmpeg afftdn) and encoded as small mp3.
 */
export async function getProfessionalSampleAudio(
  ctx: AuthenticatedContext,
  voiceId: string,
  sampleId: string,
  options: { removeBackgroundNoise?: boolean },
): Promise<{ sample: VoiceSampleRecord; audio: Buffer; mediaType: string }> {
  const sample = await readableSample(ctx, voiceId, sampleId);
  if (!options.removeBackgroundNoise)
    return { sample, audio: await readStoredFile(ctx.ports, sample.blobKey), mediaType: sample.mimeType };
  const decoded = await decodeStoredSample(ctx.ports, sample, { sampleRate: 22_050, denoise: true });
  const preview = await encodePreview(ctx.ports, decoded);
  return { sample, audio: preview.bytes, mediaType: preview.mediaType };
}

/** `GET …/samples/{sample_id}/waveform`: measured when the sample was added. */
export async function getProfessionalSampleWaveform(
  ctx: AuthenticatedContext,
  voiceId: string,
  sampleId: string,
): Promise<number[]> {
  const sample = await readableSample(ctx, voiceId, sampleId);
  return sample.waveform ?? [];
}

/** `GET …/samples/{sample_id}/speakers`: the separation's status and, once completed, its speakers. */
export async function getProfessionalSampleSpeakers(
  ctx: AuthenticatedContext,
  voiceId: string,
  sampleId: string,
): Promise<VoiceSampleRecord> {
  return readableSample(ctx, voiceId, sampleId);
}

/** `GET …/speakers/{speaker_id}/audio`: that speaker's utterances cut from the sample and joined, as mp3. */
export async function getProfessionalSpeakerAudio(
  ctx: AuthenticatedContext,
  voiceId: string,
  sampleId: string,
  speakerId: string,
): Promise<{ audio: Buffer; mediaType: string; durationSeconds: number }> {
  const sample = await readableSample(ctx, voiceId, sampleId);
  if (sample.speakerSeparationStatus !== "completed" || !sample.speakers)
    throw new DomainError("speaker_separation_not_ready", messages.speakerSeparationNotReady);
  const speaker = sample.speakers.find((candidate) => candidate.speakerId === speakerId);
  if (!speaker) throw new DomainError("speaker_not_found", messages.speakerNotFound(speakerId));
  const decoded = await decodeStoredSample(ctx.ports, sample, {
    sampleRate: 16_000,
    denoise: sample.removeBackgroundNoise,
  });
  const speech = cutAudio(decoded.samples, decoded.sampleRate, speaker.utterances);
  const preview = await encodePreview(ctx.ports, { samples: speech, sampleRate: decoded.sampleRate });
  return { ...preview, audio: preview.bytes, durationSeconds: speech.length / decoded.sampleRate };
}
