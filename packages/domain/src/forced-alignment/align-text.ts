import { forcedAlignmentLimits, messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { audioMinutesCost } from "../credits/audio-minutes-cost.ts";
import {
  type DecodedAudioFile,
  type EngineVoice,
  UnknownEngineVoiceError,
  type WordTiming,
} from "../ports/speech.ts";
import type { StagedUpload } from "../ports/uploads.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import { joinSamples } from "../speech/join-samples.ts";
import { textWordTimings } from "./text-word-timings.ts";
import { spreadCharacterTimes } from "./time-characters.ts";

export interface AlignedWord {
  text: string;
  start: number;
  end: number;
  loss: number;
}

export interface ForcedAlignment {
  characters: { text: string; start: number; end: number }[];
  words: AlignedWord[];
  loss: number;
}

export interface AlignmentInput {
  file: StagedUpload | undefined;
  text: string;
  language: string | undefined;
}

/** A decoded upload and its reference reading, ready to be charged and aligned. */
export interface AlignmentPlan {
  requestId: string;
  creditCost: number;
  model: { concurrencyGroup: "standard" };
  lines: [];
  text: string;
  voice: EngineVoice;
  audio: DecodedAudioFile;
}

/** eSpeak-NG names languages `de`, `pt-br`, `en-us`; anything else cannot be one. */
const languagePattern = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/;

/**
 * Checks the request and decodes the upload at the reference engine's rate (both recordings must
 * share one rate for their features to compare), before any charge: the cost depends on the
 * duration (1,000 credits per minute, the rule of spec 001 §9 for audio in).
 */
export async function prepareAlignment(
  ctx: AuthenticatedContext,
  input: AlignmentInput,
): Promise<AlignmentPlan> {
  requirePermission(ctx, "forced_alignment");
  if (!input.file) throw DomainError.invalidField(["body", "file"], messages.alignmentAudioRequired);
  if (input.file.sizeBytes === 0) throw DomainError.invalidField(["body", "file"], messages.audioFileEmpty);
  if (!/[\p{L}\p{N}]/u.test(input.text))
    throw DomainError.invalidField(["body", "text"], messages.alignmentTextUnspeakable);
  const language = (input.language ?? "en-us").trim();
  if (!languagePattern.test(language))
    throw new DomainError("unsupported_language", messages.unsupportedLanguage(language, "forced_alignment"));
  const engine = referenceEngine(ctx);
  const voice: EngineVoice = { engine: "espeak", engineVoiceId: language.replace(/_/g, "-"), language };
  const audio = await ctx.ports.audio.decodeStream(input.file.read(), {
    sampleRate: engine.sampleRate(voice),
    maxSeconds: forcedAlignmentLimits.maxAudioSeconds,
  });
  if (!audio || audio.samples.length === 0)
    throw DomainError.invalidField(["body", "file"], messages.audioFileUndecodable);
  // Refused before the charge and the work, which grow with the duration.
  if (audio.durationSeconds > forcedAlignmentLimits.maxAudioSeconds)
    throw DomainError.invalidField(
      ["body", "file"],
      messages.alignmentAudioTooLong(forcedAlignmentLimits.maxAudioSeconds / 60),
    );
  return {
    requestId: newId(),
    creditCost: audioMinutesCost(audio.durationSeconds),
    model: { concurrencyGroup: "standard" },
    lines: [],
    text: input.text,
    voice,
    audio,
  };
}

/**
 * Speaks the text with eSpeak-NG (whose word events give the reference's word boundaries), warps
 * the reference onto the upload by sound, and carries every boundary through the warp.
 */
export async function alignText(
  ctx: AuthenticatedContext,
  plan: AlignmentPlan,
  signal?: AbortSignal,
): Promise<ForcedAlignment> {
  const reference = await speakReference(ctx, plan, signal);
  const duration = plan.audio.durationSeconds;
  const warp = await ctx.ports.audioAligner.align(
    reference.samples,
    plan.audio.samples,
    plan.audio.sampleRate,
    signal,
  );
  const at = (ms: number) => round(Math.min(duration, warp.targetSeconds(ms / 1000)));
  const words = reference.words.map((word) => ({
    text: plan.text.slice(word.charStart, word.charEnd),
    start: at(word.startMs),
    end: Math.max(at(word.startMs), at(word.endMs)),
    loss: round(warp.loss(word.startMs / 1000, word.endMs / 1000)),
    charStart: word.charStart,
    charEnd: word.charEnd,
  }));
  return {
    characters: spreadCharacterTimes(plan.text, words, duration),
    words: words.map(({ text, start, end, loss }) => ({ text, start, end, loss })),
    loss: round(warp.loss()),
  };
}

async function speakReference(ctx: AuthenticatedContext, plan: AlignmentPlan, signal?: AbortSignal) {
  const engine = referenceEngine(ctx);
  const chunks: Int16Array[] = [];
  const words: WordTiming[] = [];
  try {
    for await (const chunk of engine.synthesize({
      text: plan.text,
      voice: plan.voice,
      prosody: { rate: 1, pitch: 1, pitchRange: 0.5 },
      signal,
    })) {
      if (chunk.kind === "audio") chunks.push(chunk.samples);
      else words.push(...chunk.words);
    }
  } catch (error) {
    // The one way a well-formed request fails here: eSpeak-NG has no voice for the language.
    if (error instanceof UnknownEngineVoiceError)
      throw new DomainError(
        "unsupported_language",
        messages.unsupportedLanguage(plan.voice.language ?? "", "forced_alignment"),
      );
    throw error;
  }
  const samples = joinSamples(chunks);
  if (words.length === 0) throw DomainError.invalidField(["body", "text"], messages.alignmentTextUnspeakable);
  return { samples, words: textWordTimings(plan.text, words) };
}

function referenceEngine(ctx: AuthenticatedContext) {
  const engine = ctx.ports.speech.get("espeak");
  if (!engine) throw new Error("forced alignment needs the embedded eSpeak-NG engine");
  return engine;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
