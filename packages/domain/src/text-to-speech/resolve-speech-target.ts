import {
  type ConvertOutputFormat,
  type OutputFormatSpec,
  parseOutputFormat,
  type SubscriptionTier,
  type TtsModel,
} from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { findSpeakableVoice } from "../voices/safety/speakable-voice.ts";
import type { VoiceView } from "../voices/voice-view.ts";
import { assertOutputFormatAllowed } from "./output-format-access.ts";
import { currentTier, resolveSpeechModel } from "./speech-request-rules.ts";

/** Who speaks, with which model, into which format: everything about a request except its text. */
export interface SpeechTarget {
  model: TtsModel;
  voice: VoiceView;
  format: OutputFormatSpec;
  /** The workspace's tier now (limits depend on it). */
  tier: SubscriptionTier;
}

export interface SpeechTargetInput {
  voiceId: string;
  modelId?: string | null;
  outputFormat: ConvertOutputFormat;
  pronunciationDictionaryLocators?: readonly unknown[] | null;
  /** ElevenLabs audio effect presets; none exist here, so any is refused clearly. */
  audioEffects?: Record<string, unknown> | null;
}

/**
 * Resolves and checks the model, the features asked for, the voice and the output format, in that
 * order, so the HTTP endpoints and the WebSockets refuse the same things with the same errors.
 * The caller has checked the `text_to_speech` permission.
 */
export async function resolveSpeechTarget(
  ctx: AuthenticatedContext,
  input: SpeechTargetInput,
): Promise<SpeechTarget> {
  const model = resolveSpeechModel(input);
  const voice = await findSpeakableVoice(ctx, input.voiceId);
  const tier = await currentTier(ctx);
  const format = parseOutputFormat(input.outputFormat);
  assertOutputFormatAllowed(format, tier);
  return { model, voice, format, tier };
}
