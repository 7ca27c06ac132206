import {
  type ConvertOutputFormat,
  defaultTtsModelId,
  findTtsModel,
  messages,
  type OutputFormatSpec,
  parseOutputFormat,
  type SubscriptionTier,
  type TtsModel,
} from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { findUsableVoice } from "../voices/get-voice.ts";
import type { VoiceView } from "../voices/voice-view.ts";
import { summarizeSubscription } from "../workspaces/subscription-summary.ts";
import { assertOutputFormatAllowed } from "./output-format-access.ts";

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
  const modelId = input.modelId ?? defaultTtsModelId;
  const model = findTtsModel(modelId);
  if (!model) throw new DomainError("model_not_found", messages.modelNotFound(modelId));
  if (input.pronunciationDictionaryLocators?.length) {
    throw new DomainError(
      "unsupported_feature",
      messages.unsupportedFeature("pronunciation_dictionary_locators"),
    );
  }
  if (input.audioEffects && Object.keys(input.audioEffects).length > 0) {
    throw new DomainError("unsupported_feature", messages.unsupportedFeature("audio_effects"));
  }
  const voice = await findUsableVoice(ctx, input.voiceId);
  const workspace = await ctx.ports.store.workspaces.findById(ctx.workspaceId);
  const tier = workspace
    ? summarizeSubscription(workspace, ctx.ports.clock.now(), undefined, ctx.ports.settings.billing).tier
    : "free";
  const format = parseOutputFormat(input.outputFormat);
  assertOutputFormatAllowed(format, tier);
  return { model, voice, format, tier };
}
