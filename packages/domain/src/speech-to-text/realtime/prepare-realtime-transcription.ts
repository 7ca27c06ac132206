import { messages, type RealtimeAudioFormat, type RealtimeCommitStrategy } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import type { LiveAudioFormat } from "../../ports/live-audio.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { chooseTranscriptionEngine, type EngineChoice } from "../choose-engine.ts";

export interface RealtimeTranscriptionRequest {
  audioFormat: RealtimeAudioFormat;
  languageCode?: string;
  commitStrategy: RealtimeCommitStrategy;
  vadSilenceThresholdSecs: number;
  vadThreshold: number;
  minSpeechDurationMs: number;
  minSilenceDurationMs: number;
  /** Options the caller set that no embedded engine can honour (keyterms, entity detection, …). */
  unsupportedOptions: readonly string[];
}

export interface RealtimeTranscriptionPlan extends EngineChoice {
  input: LiveAudioFormat;
  commitStrategy: RealtimeCommitStrategy;
  /** The VAD's aggressiveness for `vad_threshold`: a higher threshold wants clearer speech. */
  vadSensitivity: 0 | 1 | 2 | 3;
  /** When the VAD strategy commits: after speech of at least `minSpeechSeconds` then `silenceSeconds` of silence. */
  vad: { silenceSeconds: number; minSpeechSeconds: number; minSilenceSeconds: number };
}

/** `vad_threshold` 0.1–0.9 onto WebRTC VAD's modes 0–3 (ElevenLabs' default 0.4 is mode 2). */
export const vadSensitivityFor = (threshold: number): 0 | 1 | 2 | 3 =>
  Math.min(3, Math.max(0, Math.floor(threshold / 0.2))) as 0 | 1 | 2 | 3;

/**
 * Checks a realtime transcription session before it starts, with the batch endpoint's refusals:
 * the speech_to_text permission, options no engine honours, and a language no configured engine
 * transcribes (named in the error, never an empty transcript).
 */
export function prepareRealtimeTranscription(
  ctx: AuthenticatedContext,
  request: RealtimeTranscriptionRequest,
): RealtimeTranscriptionPlan {
  requirePermission(ctx, "speech_to_text");
  const [unsupported] = request.unsupportedOptions;
  if (unsupported) throw new DomainError("unsupported_feature", messages.unsupportedFeature(unsupported));
  const choice = chooseTranscriptionEngine(ctx.ports, request.languageCode);
  const [codec, rate] = request.audioFormat.split("_");
  return {
    ...choice,
    input: { codec: codec as LiveAudioFormat["codec"], sampleRate: Number(rate) },
    commitStrategy: request.commitStrategy,
    vadSensitivity: vadSensitivityFor(request.vadThreshold),
    vad: {
      silenceSeconds: request.vadSilenceThresholdSecs,
      minSpeechSeconds: request.minSpeechDurationMs / 1000,
      minSilenceSeconds: request.minSilenceDurationMs / 1000,
    },
  };
}
