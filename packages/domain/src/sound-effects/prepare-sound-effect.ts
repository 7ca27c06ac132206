import {
  messages,
  type OutputFormatSpec,
  parseOutputFormat,
  type StreamOutputFormat,
  soundEffectsModelId,
} from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import type { SoundEffectRequest } from "../ports/sound-effects.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import { assertOutputFormatAllowed } from "../text-to-speech/output-format-access.ts";
import { currentTier } from "../text-to-speech/speech-request-rules.ts";
import { soundEffectCost } from "./sound-effect-cost.ts";

/** `prompt_influence` when the request leaves it out (the SDK's documented default). */
export const defaultPromptInfluence = 0.3;

export interface SoundEffectInput {
  text: string;
  durationSeconds?: number | null;
  promptInfluence?: number | null;
  loop?: boolean | null;
  modelId?: string | null;
  /** Fixes the randomness (variations use different seeds); absent: derived from the prompt. */
  seed?: number | null;
  outputFormat: StreamOutputFormat;
}

/** A checked sound-effect request: what to make, into which format, at what price. */
export interface SoundEffectPlan {
  requestId: string;
  creditCost: number;
  format: OutputFormatSpec;
  request: SoundEffectRequest;
  /** Sound effects share the standard concurrency group with speech: the same workers' time. */
  model: { concurrencyGroup: "standard" };
  /** No voice speaks in a sound effect, so no library voice's usage grows (see recordLibraryUsage). */
  lines: readonly never[];
}

/**
 * Checks a sound-effect request before anything is charged or made: the text, the model and the
 * output format for the workspace's tier (the same rule as text to speech). Ranges of
 * `duration_seconds` and `prompt_influence` are the contract's.
 */
export async function prepareSoundEffect(
  ctx: AuthenticatedContext,
  input: SoundEffectInput,
): Promise<SoundEffectPlan> {
  if (!input.text.trim()) throw DomainError.invalidField(["body", "text"], messages.textRequired);
  if (input.modelId && input.modelId !== soundEffectsModelId) {
    throw new DomainError("model_not_found", messages.soundEffectsModelNotFound(input.modelId));
  }
  const format = parseOutputFormat(input.outputFormat);
  assertOutputFormatAllowed(format, await currentTier(ctx));
  const durationSeconds = input.durationSeconds ?? undefined;
  return {
    requestId: newId(),
    creditCost: soundEffectCost(durationSeconds),
    format,
    request: {
      prompt: input.text,
      durationSeconds,
      loop: input.loop ?? false,
      promptInfluence: input.promptInfluence ?? defaultPromptInfluence,
      // Rendered at the format's own rate: no resampling, so the length is exactly what was asked.
      sampleRate: format.sampleRate,
      seed: input.seed ?? undefined,
    },
    model: { concurrencyGroup: "standard" },
    lines: [],
  };
}
