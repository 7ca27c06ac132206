import { messages, parseOutputFormat } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext, Ports } from "../context.ts";
import { audioMinutesCost } from "../credits/audio-minutes-cost.ts";
import type { DecodedAudioFile } from "../ports/speech.ts";
import type { StagedUpload } from "../ports/uploads.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";

/** The answer's format: ElevenLabs answers voice isolation with mp3. */
export const isolatedAudioFormat = parseOutputFormat("mp3_44100_128");

/** A denoised upload, ready to be charged (`creditCost`, under a concurrency slot of `model`) and sent. */
export interface IsolationPlan {
  requestId: string;
  creditCost: number;
  /** Isolation takes a slot among the workspace's standard generations. */
  model: { concurrencyGroup: "standard" };
  /** No voice is spoken, so no library voice's usage counts. */
  lines: [];
  audio: DecodedAudioFile;
}

export interface IsolationInput {
  file: StagedUpload | undefined;
  fileFormat: "pcm_s16le_16" | "other" | undefined;
}

/**
 * Decodes the upload and suppresses its background noise in one ffmpeg run (at the answer's sample
 * rate), before any charge: the cost depends on the duration, which only decoding tells. An empty or
 * undecodable file is refused naming the `audio` field.
 */
export async function isolateAudio(ctx: AuthenticatedContext, input: IsolationInput): Promise<IsolationPlan> {
  requirePermission(ctx, "audio_isolation");
  if (!input.file) throw DomainError.invalidField(["body", "audio"], messages.isolationAudioRequired);
  if (input.file.sizeBytes === 0) throw DomainError.invalidField(["body", "audio"], messages.audioFileEmpty);
  const audio = await ctx.ports.audio.decodeStream(input.file.read(), {
    sampleRate: isolatedAudioFormat.sampleRate,
    isolateVoice: true,
    rawPcm16k: input.fileFormat === "pcm_s16le_16",
  });
  if (!audio || audio.samples.length === 0)
    throw DomainError.invalidField(["body", "audio"], messages.audioFileUndecodable);
  return {
    requestId: newId(),
    creditCost: audioMinutesCost(audio.durationSeconds),
    model: { concurrencyGroup: "standard" },
    lines: [],
    audio,
  };
}

/** How much PCM goes to the encoder at a time: about a second, so `/stream` sends as it encodes. */
const chunkSamples = 44_100;

/** The isolated audio encoded as mp3, streamed chunk by chunk. */
export function encodeIsolatedAudio(
  ports: Pick<Ports, "audio">,
  plan: IsolationPlan,
  signal?: AbortSignal,
): AsyncIterable<Uint8Array> {
  const { samples, sampleRate } = plan.audio;
  async function* pcm() {
    for (let start = 0; start < samples.length; start += chunkSamples)
      yield samples.subarray(start, start + chunkSamples);
  }
  return ports.audio.encode(isolatedAudioFormat, { sampleRate, pcm: pcm() }, signal);
}
