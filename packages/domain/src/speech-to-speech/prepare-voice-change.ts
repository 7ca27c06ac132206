import {
  defaultSpeechToSpeechModelId,
  findSpeechToSpeechModel,
  messages,
  type OutputFormatSpec,
  type SpeechToSpeechModel,
} from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { audioMinutesCost } from "../credits/audio-minutes-cost.ts";
import type { DecodedAudioFile } from "../ports/speech.ts";
import type { VoiceSettingsValues } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import { mergeVoiceSettings } from "../voices/voice-settings-values.ts";
import type { VoiceView } from "../voices/voice-view.ts";
import { voiceChangeTarget } from "./assert-can-change-voice.ts";
import type { VoiceChangeInput } from "./voice-change-input.ts";

/** Recognition works on 16 kHz mono (pocketsphinx, and what Whisper-like servers resample to). */
export const voiceChangeInputRate = 16_000;

/** A recording decoded and checked, ready to be charged (`creditCost`) and re-spoken. */
export interface VoiceChangePlan {
  requestId: string;
  model: SpeechToSpeechModel & { concurrencyGroup: "standard" };
  voice: VoiceView;
  settings: VoiceSettingsValues;
  format: OutputFormatSpec;
  seed: number;
  creditCost: number;
  enableLogging: boolean;
  /** The recording as 16 kHz mono PCM (background noise removed when asked). */
  audio: DecodedAudioFile;
  /** No characters are spoken from a text, so no library voice's character usage counts. */
  lines: [];
}

/**
 * Validates a speech-to-speech request in the order text to speech does (model, voice, output
 * format), then decodes the recording (any container ffmpeg reads, or raw 16 kHz PCM), through the
 * voice isolator when `remove_background_noise` is set. Every refusal happens before any charge:
 * the cost (1,000 credits a minute) depends on the duration, which only decoding tells.
 */
export async function prepareVoiceChange(
  ctx: AuthenticatedContext,
  input: VoiceChangeInput,
): Promise<VoiceChangePlan> {
  requirePermission(ctx, "speech_to_speech");
  const modelId = input.modelId ?? defaultSpeechToSpeechModelId;
  const model = findSpeechToSpeechModel(modelId);
  if (!model) throw new DomainError("model_not_found", messages.modelNotFound(modelId));
  const { voice, format } = await voiceChangeTarget(ctx, input);
  if (!input.file) throw DomainError.invalidField(["body", "audio"], messages.isolationAudioRequired);
  if (input.file.sizeBytes === 0) throw DomainError.invalidField(["body", "audio"], messages.audioFileEmpty);
  const audio = await ctx.ports.audio.decodeStream(input.file.read(), {
    sampleRate: voiceChangeInputRate,
    isolateVoice: input.removeBackgroundNoise === true,
    rawPcm16k: input.fileFormat === "pcm_s16le_16",
  });
  if (!audio || audio.samples.length === 0)
    throw DomainError.invalidField(["body", "audio"], messages.audioFileUndecodable);
  return {
    requestId: newId(),
    model: { ...model, concurrencyGroup: "standard" },
    voice,
    settings: mergeVoiceSettings(voice.settings, input.voiceSettings),
    format,
    seed: input.seed ?? Math.floor(Math.random() * 2 ** 32),
    creditCost: audioMinutesCost(audio.durationSeconds),
    enableLogging: input.enableLogging,
    audio,
    lines: [],
  };
}
