import { type ConvertOutputFormat, messages, type VoiceSettings } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import {
  type DictionaryLocator,
  resolveLocatorRules,
} from "../../pronunciation-dictionaries/apply/resolve-locator-rules.ts";
import type { PronunciationRule } from "../../pronunciation-dictionaries/dictionary-records.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { mergeVoiceSettings } from "../../voices/voice-settings-values.ts";
import { engineVoiceForLanguage } from "../engine-voice-for-language.ts";
import { buildSynthesisPlan, type SynthesisPlan } from "../prepare-synthesis.ts";
import { resolveSpeechTarget, type SpeechTarget } from "../resolve-speech-target.ts";

/** A streaming-input connection's fixed choices (the WebSocket query). */
export interface LiveSynthesisInput {
  voiceId: string;
  modelId?: string;
  languageCode?: string;
  outputFormat: ConvertOutputFormat;
  enableLogging: boolean;
  enableSsmlParsing: boolean;
  seed?: number;
  applyTextNormalization: "auto" | "on" | "off";
}

/** What a streaming-input connection speaks with; each generation is planned from it. */
export interface LiveSynthesis {
  target: SpeechTarget;
  enableLogging: boolean;
  /**
   * `pronunciation_dictionary_locators` of an initializing message: generations planned from now on apply
   * these dictionaries (refused like the HTTP endpoints refuse them: unknown, another workspace's, over 3).
   */
  usePronunciationDictionaries(locators: readonly DictionaryLocator[]): Promise<void>;
  /**
   * Plans one generation: `text` as the client sent it, with a context's voice settings on top of the
   * voice's. `runsOn`: more of the same stream follows (the schedule cut it, not a flush or the end), so a
   * sentence cut in the middle keeps a clause's unfinished intonation instead of falling as if it ended.
   */
  planFor(text: string, voiceSettings: VoiceSettings | null | undefined, runsOn: boolean): SynthesisPlan;
}

/**
 * Checks a WebSocket connection's query once, before any text arrives, with the same refusals as
 * the HTTP endpoints (model, voice, language, tier-gated format, features not offered), so a
 * client learns at once instead of at its first sentence. With a `seed`, every generation of the
 * connection uses it, so the same text sent the same way gives the same audio.
 */
export async function prepareLiveSynthesis(
  ctx: AuthenticatedContext,
  input: LiveSynthesisInput,
): Promise<LiveSynthesis> {
  requirePermission(ctx, "text_to_speech");
  return planLiveSynthesis(ctx, input);
}

/**
 * `prepareLiveSynthesis` without the `text_to_speech` permission check, for products whose own
 * permission covers the speech they make (an agent's voice in a conversation: `convai`).
 */
export async function planLiveSynthesis(
  ctx: AuthenticatedContext,
  input: LiveSynthesisInput,
): Promise<LiveSynthesis> {
  if (input.enableSsmlParsing) {
    throw new DomainError("unsupported_feature", messages.unsupportedFeature("enable_ssml_parsing"));
  }
  const target = await resolveSpeechTarget(ctx, input);
  engineVoiceForLanguage(target.voice.voice, target.model, input.languageCode);
  const connectionSeed = input.seed ?? Math.floor(Math.random() * 2 ** 32);
  let pronunciationRules: PronunciationRule[] = [];
  return {
    target,
    enableLogging: input.enableLogging,
    async usePronunciationDictionaries(locators) {
      pronunciationRules = await resolveLocatorRules(ctx, locators);
    },
    planFor: (text, voiceSettings, runsOn) =>
      buildSynthesisPlan(ctx.ports, {
        // What follows is not known yet, only that something does.
        neighbours: runsOn ? { nextText: "" } : {},
        model: target.model,
        voice: target.voice,
        settings: mergeVoiceSettings(target.voice.settings, voiceSettings),
        languageCode: input.languageCode,
        text,
        format: target.format,
        seed: connectionSeed,
        normalization: input.applyTextNormalization,
        enableLogging: input.enableLogging,
        pronunciationRules,
      }),
  };
}
