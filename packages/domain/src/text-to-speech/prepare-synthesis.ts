import { messages, type OutputFormatSpec, type TtsModel } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { EngineVoice, SpeechEngine } from "../ports/speech.ts";
import {
  type PhonemeHandling,
  type PhonemeSpan,
  pronunciationRewrite,
} from "../pronunciation-dictionaries/apply/pronunciation-rewrite.ts";
import { resolveLocatorRules } from "../pronunciation-dictionaries/apply/resolve-locator-rules.ts";
import type { PronunciationRule } from "../pronunciation-dictionaries/dictionary-records.ts";
import type { VoiceSettingsValues } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import {
  type NormalizedText,
  normalizeText,
  type Span,
  splitSentences,
} from "../speech/normalization/index.ts";
import { mergeVoiceSettings } from "../voices/voice-settings-values.ts";
import type { VoiceView } from "../voices/voice-view.ts";
import { engineVoiceForLanguage } from "./engine-voice-for-language.ts";
import { type NeighbouringText, resolveNeighbouringText } from "./resolve-neighbouring-text.ts";
import { resolveSpeechTarget } from "./resolve-speech-target.ts";
import { assertWithinRequestLimit } from "./speech-request-rules.ts";
import type { TtsInput } from "./tts-input.ts";

/** Everything decided before the first sample is synthesized. */
export interface SynthesisPlan {
  requestId: string;
  model: TtsModel;
  voice: VoiceView;
  engine: SpeechEngine;
  engineVoice: EngineVoice;
  language: string;
  settings: VoiceSettingsValues;
  format: OutputFormatSpec;
  originalText: string;
  normalized: NormalizedText;
  /** Spans of `normalized.text`, synthesized one after another so the first is on the wire early. */
  sentences: Span[];
  /** Words of `normalized.text` spoken by a dictionary's phonemes (engines with phoneme input only). */
  phonemes: PhonemeSpan[];
  seed: number;
  /** Credits this request costs: characters × the model's factor, rounded up. */
  creditCost: number;
  enableLogging: boolean;
  /** The text spoken just before and after this request (`previous_*` / `next_*`), for continuity. */
  neighbours: NeighbouringText;
}

/**
 * Validates a text-to-speech request and decides how to speak it. Every refusal happens here,
 * before any synthesis: empty text, unknown model or voice, a language the model or voice cannot
 * speak, the single-request character limit (spec 001 §9), tier-gated output formats, and
 * features this server does not offer yet.
 */
export async function prepareSynthesis(ctx: AuthenticatedContext, input: TtsInput): Promise<SynthesisPlan> {
  requirePermission(ctx, "text_to_speech");
  if (!input.text.trim()) throw DomainError.invalidField(["body", "text"], messages.textRequired);
  const { model, voice, format, tier } = await resolveSpeechTarget(ctx, input);
  assertWithinRequestLimit(input.text.length, model, tier);
  const neighbours = await resolveNeighbouringText(ctx, input);
  const pronunciationRules = await resolveLocatorRules(ctx, input.pronunciationDictionaryLocators);
  return buildSynthesisPlan(ctx.ports, {
    pronunciationRules,
    neighbours,
    model,
    voice,
    settings: mergeVoiceSettings(voice.settings, input.voiceSettings),
    languageCode: input.languageCode,
    text: input.text,
    format,
    seed: input.seed ?? Math.floor(Math.random() * 2 ** 32),
    normalization: input.applyTextNormalization ?? "auto",
    enableLogging: input.enableLogging,
  });
}

/** Decides how to speak a text once the request is known to be allowed (also used for voice previews). */
export function buildSynthesisPlan(
  ports: Pick<AuthenticatedContext["ports"], "speech">,
  input: {
    model: TtsModel;
    voice: VoiceView;
    settings: VoiceSettingsValues;
    languageCode: string | null | undefined;
    text: string;
    format: OutputFormatSpec;
    seed: number;
    normalization: "auto" | "on" | "off";
    enableLogging: boolean;
    neighbours?: NeighbouringText;
    /** Pronunciation dictionary rules, in the order they apply. */
    pronunciationRules?: readonly PronunciationRule[];
  },
): SynthesisPlan {
  const { model, voice } = input;
  const { engineVoice, language } = engineVoiceForLanguage(voice.voice, model, input.languageCode);
  const engine = ports.speech.get(engineVoice.engine);
  if (!engine) throw new DomainError("unsupported_feature", messages.engineUnavailable(engineVoice.engine));
  const rewrite = pronunciationRewrite(
    input.text,
    input.pronunciationRules ?? [],
    phonemeHandling(model, engine),
  );
  const normalized = normalizeText(input.text, {
    language,
    mode: input.normalization,
    pronunciation: rewrite?.rule,
  });
  return {
    requestId: newId(),
    model,
    voice,
    engine,
    engineVoice,
    language,
    settings: input.settings,
    format: input.format,
    originalText: input.text,
    normalized,
    sentences: splitSentences(normalized.text, language),
    phonemes: rewrite?.phonemeSpans(normalized) ?? [],
    seed: input.seed,
    creditCost: Math.ceil(input.text.length * model.creditsPerCharacter),
    enableLogging: input.enableLogging,
    neighbours: input.neighbours ?? {},
  };
}

/**
 * Phoneme rules need an English-only model (spec 001 §5), as in ElevenLabs, where other models skip them;
 * an engine without phoneme input gets the word respelled from its phonemes instead.
 */
function phonemeHandling(model: TtsModel, engine: SpeechEngine): PhonemeHandling {
  if (model.languages.length !== 1 || model.languages[0] !== "en") return "skip";
  return engine.speaksPhonemes ? "engine" : "respell";
}
