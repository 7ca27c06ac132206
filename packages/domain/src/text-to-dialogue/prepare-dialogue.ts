import {
  type ConvertOutputFormat,
  maxDialogueInputs,
  messages,
  type OutputFormatSpec,
  parseOutputFormat,
  type TtsModel,
} from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { resolveLocatorRules } from "../pronunciation-dictionaries/apply/resolve-locator-rules.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import { assertOutputFormatAllowed } from "../text-to-speech/output-format-access.ts";
import { buildSynthesisPlan, type SynthesisPlan } from "../text-to-speech/prepare-synthesis.ts";
import {
  assertWithinRequestLimit,
  currentTier,
  resolveSpeechModel,
} from "../text-to-speech/speech-request-rules.ts";
import { findSpeakableVoice } from "../voices/safety/speakable-voice.ts";
import { mergeVoiceSettings } from "../voices/voice-settings-values.ts";
import type { DialogueInput, DialogueLine } from "./dialogue-input.ts";

/**
 * Every line is synthesized to PCM at this one rate before the lines meet in a single encoder
 * (engines speak at different rates; one PCM stream must have one).
 */
export const dialogueSampleRate = 24_000;

/** Lines are joined with this in the text that alignment and voice segments describe. */
export const dialogueLineSeparator = " ";

/** Silence between two lines, so a change of speaker is heard as one. */
export const dialoguePauseSeconds = 0.3;

export interface DialoguePlan {
  requestId: string;
  model: TtsModel;
  format: OutputFormatSpec;
  inputs: DialogueLine[];
  /** One plan per line, each producing PCM at `dialogueSampleRate`. */
  lines: SynthesisPlan[];
  /** The lines' texts joined with `dialogueLineSeparator`. */
  text: string;
  creditCost: number;
  enableLogging: boolean;
}

/**
 * Validates a text-to-dialogue request and plans each line with the text-to-speech pieces. Every
 * refusal happens before any synthesis: no lines or more than 50 (spec 000 §9), an empty line, an
 * unknown model or voice, a language a line's voice cannot speak, all lines together over the
 * single-request character limit, tier-gated formats and features not offered.
 */
export async function prepareDialogue(
  ctx: AuthenticatedContext,
  input: DialogueInput,
): Promise<DialoguePlan> {
  requirePermission(ctx, "text_to_speech");
  if (input.inputs.length === 0)
    throw DomainError.invalidField(["body", "inputs"], messages.dialogueInputsRequired);
  if (input.inputs.length > maxDialogueInputs) {
    throw DomainError.invalidField(["body", "inputs"], messages.dialogueTooManyInputs(maxDialogueInputs));
  }
  for (const [index, line] of input.inputs.entries()) {
    if (!line.text.trim())
      throw DomainError.invalidField(["body", "inputs", index, "text"], messages.textRequired);
  }
  const model = resolveSpeechModel(input);
  const text = input.inputs.map((line) => line.text).join(dialogueLineSeparator);
  const tier = await currentTier(ctx);
  assertWithinRequestLimit(text.length, model, tier);
  const format = parseOutputFormat(input.outputFormat);
  assertOutputFormatAllowed(format, tier);
  const lineFormat = parseOutputFormat(`pcm_${dialogueSampleRate}` as ConvertOutputFormat);
  const seed = input.seed ?? Math.floor(Math.random() * 2 ** 32);
  const settings = input.settings;
  const pronunciationRules = await resolveLocatorRules(ctx, input.pronunciationDictionaryLocators);
  const lines: SynthesisPlan[] = [];
  for (const [index, line] of input.inputs.entries()) {
    const voice = await findSpeakableVoice(ctx, line.voiceId);
    lines.push(
      buildSynthesisPlan(ctx.ports, {
        model,
        voice,
        settings: mergeVoiceSettings(voice.settings, {
          stability: settings?.stability,
          similarity_boost: settings?.similarity ?? settings?.similarityBoost,
          style: settings?.style,
          use_speaker_boost: settings?.useSpeakerBoost,
          speed: settings?.speed,
        }),
        languageCode: input.languageCode,
        text: line.text,
        format: lineFormat,
        // Each line draws its own prosody sequence, so one seed still gives identical bytes.
        seed: (seed + index) % 2 ** 32,
        normalization: input.applyTextNormalization ?? "auto",
        enableLogging: input.enableLogging,
        pronunciationRules,
      }),
    );
  }
  return {
    requestId: newId(),
    model,
    format,
    inputs: input.inputs.map((line) => ({ text: line.text, voiceId: line.voiceId })),
    lines,
    text,
    creditCost: Math.ceil(text.length * model.creditsPerCharacter),
    enableLogging: input.enableLogging,
  };
}
