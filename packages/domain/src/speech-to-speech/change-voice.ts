import type { Ports } from "../context.ts";
import { watermarkIdOfVoiceChange } from "../history/watermark-id.ts";
import { hearRecording } from "./hear-recording.ts";
import type { VoiceChangePlan } from "./prepare-voice-change.ts";
import { respeakWords } from "./respeak-words.ts";
import { shiftTowardVoice } from "./shift-toward-voice.ts";

/** How a recording was turned into the voice: its words re-spoken, or its sound shifted. */
export type VoiceConversion = "resynthesis" | "pitch_shift";

export interface ChangedVoice {
  conversion: VoiceConversion;
  samples: Int16Array;
  sampleRate: number;
  /** The words re-spoken (empty for a pitch shift): the history item's text. */
  text: string;
}

/**
 * The voice changer (`POST /v1/speech-to-speech/{voice_id}`): the recording's words are recognised
 * with their timings and re-spoken by the voice at that timing (respeakWords); where no engine
 * recognises them with confidence in a language the voice speaks, the recording is moved in pitch and
 * timbre toward the voice instead (shiftTowardVoice). Either way the result lasts as long as the
 * recording.
 */
export async function changeVoice(
  ports: Pick<Ports, "transcription" | "speech" | "audio" | "voiceAnalyzer" | "blobs">,
  plan: VoiceChangePlan,
  signal?: AbortSignal,
): Promise<ChangedVoice> {
  const heard = await hearRecording(ports, plan, signal);
  const respoken = heard ? await respeakWords(ports, plan, heard, signal) : undefined;
  if (respoken) return { conversion: "resynthesis", ...respoken };
  const shifted = await shiftTowardVoice(ports, plan);
  return { conversion: "pitch_shift", samples: shifted.samples, sampleRate: shifted.sampleRate, text: "" };
}

/** How much PCM goes to the encoder at a time: about a second, so `/stream` sends as it encodes. */
const chunkSeconds = 1;

/**
 * The changed voice encoded in the plan's output format, streamed chunk by chunk, marked with the
 * voice change's watermark id (its history row keeps the same, so the AI speech classifier names it).
 */
export function encodeChangedVoice(
  ports: Pick<Ports, "audio">,
  plan: VoiceChangePlan,
  changed: ChangedVoice,
  signal?: AbortSignal,
): AsyncIterable<Uint8Array> {
  const { samples, sampleRate } = changed;
  const step = sampleRate * chunkSeconds;
  async function* pcm() {
    for (let start = 0; start < samples.length; start += step) yield samples.subarray(start, start + step);
  }
  return ports.audio.encode(
    plan.format,
    { sampleRate, pcm: pcm(), watermark: watermarkIdOfVoiceChange(plan, changed) },
    signal,
  );
}
