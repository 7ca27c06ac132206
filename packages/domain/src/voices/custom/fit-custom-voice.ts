import type { SpeechLanguageCode } from "@chorus/contract";
import type { AuthenticatedContext } from "../../context.ts";
import type { DecodedAudioFile } from "../../ports/speech.ts";
import type { VoiceSampleRecord } from "../../records.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { fitVoiceProfile, type VoiceProfile } from "../cloning/fit-voice-profile.ts";
import { analysisSampleRate } from "./voice-sample-uploads.ts";

/** The blob key of a sample's original upload. */
export const voiceSampleBlobKey = (workspaceId: string, voiceId: string, sampleId: string) =>
  `voices/${workspaceId}/${voiceId}/${sampleId}`;

async function readBlob(ctx: AuthenticatedContext, key: string): Promise<Uint8Array> {
  const stream = await ctx.ports.blobs.get(key);
  if (!stream) throw new DomainError("internal_error", `The stored sample ${key} is missing.`);
  const parts: Uint8Array[] = [];
  for await (const part of stream) parts.push(part);
  return Buffer.concat(parts);
}

/** Stored samples decoded again for a refit, each as it was analysed the first time (denoised or not). */
export async function decodeStoredSamples(
  ctx: AuthenticatedContext,
  samples: readonly VoiceSampleRecord[],
): Promise<DecodedAudioFile[]> {
  const decoded: DecodedAudioFile[] = [];
  for (const sample of samples) {
    const audio = await ctx.ports.audio.decodeFile(await readBlob(ctx, sample.blobKey), {
      sampleRate: analysisSampleRate,
      denoise: sample.removeBackgroundNoise,
    });
    if (!audio) throw new DomainError("internal_error", `The stored sample ${sample.id} cannot be decoded.`);
    decoded.push(audio);
  }
  return decoded;
}

/** The labelled gender steers the fitter's register; otherwise it decides from the pitch. */
export function genderOf(labels: Record<string, string>): "female" | "male" | undefined {
  const gender = labels.gender?.toLowerCase();
  return gender === "female" || gender === "male" ? gender : undefined;
}

/** Fits the profile over every sample of a voice (issue 5 §1). */
export function fitCustomVoice(
  ctx: AuthenticatedContext,
  audio: readonly DecodedAudioFile[],
  voice: { language: SpeechLanguageCode; labels: Record<string, string> },
): Promise<VoiceProfile> {
  return fitVoiceProfile(ctx.ports, {
    samples: audio.map(({ samples, sampleRate }) => ({ samples, sampleRate })),
    language: voice.language,
    gender: genderOf(voice.labels),
  });
}
