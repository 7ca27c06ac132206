import { messages } from "@chorus/contract";
import type { Ports } from "../context.ts";
import type { SpeechEngine, SynthesisInput, WordTiming } from "../ports/speech.ts";
import { DomainError, isDomainError } from "../shared/domain-error.ts";
import { joinSamples } from "../speech/join-samples.ts";
import { engineVoiceForLanguage } from "../text-to-speech/engine-voice-for-language.ts";
import { prosodyForSentence } from "../text-to-speech/prosody-for-settings.ts";
import { seededRandom } from "../text-to-speech/seeded-random.ts";
import { applyVoiceProsody } from "../voices/custom/apply-voice-prosody.ts";
import { groupPhrases } from "./group-phrases.ts";
import type { HeardSpeech } from "./hear-recording.ts";
import { phraseSegments } from "./phrase-segments.ts";
import type { VoiceChangePlan } from "./prepare-voice-change.ts";

/** Stretching beyond this sounds broken; a segment that would need more is cut or padded instead. */
const stretchLimits = [0.4, 3] as const;
/** Too short for Sonic's pitch-synchronous overlap-add to work on (under two pitch periods of a low voice). */
const minimumStretchSeconds = 0.03;

export interface RespokenAudio {
  samples: Int16Array;
  sampleRate: number;
  /** The recognised words, joined: what the history item says was spoken. */
  text: string;
}

/** The engine voice that speaks `language` for the plan's voice, or undefined when it cannot. */
export function respeakingVoice(plan: Pick<VoiceChangePlan, "voice" | "model">, language: string) {
  try {
    return engineVoiceForLanguage(plan.voice.voice, plan.model, language).engineVoice;
  } catch (error) {
    if (isDomainError(error) && error.status === "unsupported_language") return undefined;
    throw error;
  }
}

/**
 * Phrases synthesized ahead of the one being fitted: the engines' worker pools then stay busy while
 * Sonic stretches, without queueing a long recording's every phrase ahead of other requests.
 */
const phrasesAhead = 2;

/** The phrase as one text, and where each word sits in it. */
function phraseText(words: readonly { text: string }[]) {
  const wordChars: { start: number; end: number }[] = [];
  let text = "";
  for (const word of words) {
    if (text) text += " ";
    wordChars.push({ start: text.length, end: text.length + word.text.length });
    text += word.text;
  }
  return { text, wordChars };
}

/** One engine call's whole audio and word timings. */
async function synthesizePhrase(engine: SpeechEngine, input: SynthesisInput) {
  const parts: Int16Array[] = [];
  const timings: WordTiming[] = [];
  for await (const chunk of engine.synthesize(input)) {
    if (chunk.kind === "audio") parts.push(chunk.samples);
    else timings.push(...chunk.words);
  }
  return { samples: joinSamples(parts), timings };
}

/** `samples` cut or zero-padded to exactly `length`. */
function fitLength(samples: Int16Array, length: number): Int16Array {
  if (samples.length === length) return samples;
  const out = new Int16Array(length);
  out.set(samples.subarray(0, length));
  return out;
}

/**
 * Re-speaks what was heard in the plan's voice at the original's timing: words are grouped into
 * phrases (groupPhrases), each phrase is synthesized in one engine call with the voice's prosody
 * (the request's settings, a custom voice's fitted profile on top, seeded per phrase), cut at the
 * engine's word starts and each piece stretched with Sonic so every word starts and ends where the
 * speaker said it (phraseSegments). Pauses stay silent; the output lasts as long as the recording.
 */
export async function respeakWords(
  ports: Pick<Ports, "speech" | "audio">,
  plan: VoiceChangePlan,
  heard: HeardSpeech,
  signal?: AbortSignal,
): Promise<RespokenAudio | undefined> {
  const engineVoice = respeakingVoice(plan, heard.language);
  if (!engineVoice) return undefined;
  const engine = ports.speech.get(engineVoice.engine);
  if (!engine) throw new DomainError("unsupported_feature", messages.engineUnavailable(engineVoice.engine));
  const rate = engine.sampleRate(engineVoice);
  const output = new Int16Array(Math.round(plan.audio.durationSeconds * rate));
  const random = seededRandom(plan.seed);
  const fitted = plan.voice.custom?.record.profile?.prosody;
  // Prosody is drawn per phrase in order before any synthesis, so the seed gives the same audio
  // however the engine calls interleave.
  const phrases = groupPhrases(heard.words).map((words) => {
    const drawn = { ...prosodyForSentence(plan.settings, random), rate: 1 };
    return { words, ...phraseText(words), prosody: fitted ? applyVoiceProsody(drawn, fitted) : drawn };
  });
  const speak = (index: number) => {
    const phrase = phrases[index]!;
    const spoken = synthesizePhrase(engine, {
      text: phrase.text,
      voice: engineVoice,
      prosody: phrase.prosody,
      signal,
    });
    // Awaited in turn (which rethrows); until then a rejection must not count as unhandled.
    spoken.catch(() => {});
    return spoken;
  };
  const pending: ReturnType<typeof synthesizePhrase>[] = [];
  for (const [index, phrase] of phrases.entries()) {
    while (pending.length < phrasesAhead + 1 && index + pending.length < phrases.length)
      pending.push(speak(index + pending.length));
    const { samples: synthesized, timings } = await pending.shift()!;
    signal?.throwIfAborted();
    const original = phrase.words.map((word) => ({
      start: Math.round(word.start * rate),
      end: Math.round(word.end * rate),
    }));
    for (const segment of phraseSegments(phrase.wordChars, original, timings, rate, synthesized.length)) {
      const source = synthesized.subarray(segment.sourceStart, segment.sourceEnd);
      if (source.length === 0 || segment.targetLength <= 0) continue;
      const speed = source.length / segment.targetLength;
      const stretchable = source.length / rate >= minimumStretchSeconds && Math.abs(speed - 1) > 0.01;
      const stretched = stretchable
        ? await ports.audio.changeSpeed(
            source,
            rate,
            Math.min(stretchLimits[1], Math.max(stretchLimits[0], speed)),
          )
        : source;
      const placed = fitLength(
        stretched,
        Math.min(segment.targetLength, output.length - segment.targetStart),
      );
      for (let i = 0; i < placed.length; i++) {
        const index = segment.targetStart + i;
        output[index] = Math.max(-32768, Math.min(32767, output[index]! + placed[i]!));
      }
    }
  }
  const samples =
    plan.settings.useSpeakerBoost && output.length > 0 ? ports.audio.speakerBoost(output, rate) : output;
  return { samples, sampleRate: rate, text: heard.words.map((word) => word.text).join(" ") };
}
