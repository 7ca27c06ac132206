import type { Ports } from "../context.ts";
import type { WordTiming } from "../ports/speech.ts";
import { type AlignmentSlice, roundSeconds } from "./alignment-slice.ts";
import { type CharacterTimes, mapTimesToOriginal, timeCharacters } from "./character-alignment.ts";
import type { SynthesisPlan } from "./prepare-synthesis.ts";
import { prosodyForSentence } from "./prosody-for-settings.ts";
import { seededRandom } from "./seeded-random.ts";

/** One sentence of a plan, spoken: its PCM and where its characters sit in time. */
export interface SpokenSentence {
  /** Mono 16-bit PCM at the engine's sample rate for the plan's voice (speaker boost applied). */
  samples: Int16Array;
  /** Where this sentence starts, in seconds from the start of the plan's audio. */
  offsetSeconds: number;
  /** The sentence's characters in the original text (trailing text up to the next sentence included). */
  alignment: AlignmentSlice;
  /** The sentence's characters in the normalized text. */
  normalizedAlignment: AlignmentSlice;
}

function slice(text: string, times: CharacterTimes, offsetMs: number): AlignmentSlice {
  return {
    // One entry per UTF-16 code unit, matching the offsets every other API reports.
    characters: Array.from({ length: text.length }, (_, i) => text[i]!),
    startSeconds: times.startMs.map((ms) => roundSeconds((ms + offsetMs) / 1000)),
    endSeconds: times.endMs.map((ms) => roundSeconds((ms + offsetMs) / 1000)),
  };
}

function concat(chunks: Int16Array[], length: number): Int16Array {
  const out = new Int16Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * Speaks a prepared plan one sentence at a time, one sentence ahead: sentence i+1 is already being
 * synthesized (in an engine worker) while the caller encodes and sends sentence i. Every character
 * of the original text belongs to exactly one sentence's alignment, so the slices cover the text.
 */
export async function* synthesizeSentences(
  ports: Pick<Ports, "audio">,
  plan: SynthesisPlan,
  signal?: AbortSignal,
): AsyncGenerator<SpokenSentence> {
  const sampleRate = plan.engine.sampleRate(plan.engineVoice);
  const random = seededRandom(plan.seed);
  const { normalized, originalText } = plan;

  async function synthesize(text: string, abort: AbortSignal) {
    const words: WordTiming[] = [];
    const parts: Int16Array[] = [];
    let length = 0;
    if (text.trim()) {
      // Prosody is drawn here, in sentence order, so prefetching keeps the seeded sequence identical.
      const prosody = prosodyForSentence(plan.settings, random);
      for await (const chunk of plan.engine.synthesize({
        text,
        voice: plan.engineVoice,
        prosody,
        signal: abort,
      })) {
        if (chunk.kind === "audio") {
          parts.push(chunk.samples);
          length += chunk.samples.length;
        } else {
          words.push(...chunk.words);
        }
      }
    }
    let samples = concat(parts, length);
    if (plan.settings.useSpeakerBoost && samples.length > 0)
      samples = ports.audio.speakerBoost(samples, sampleRate);
    return { samples, words };
  }

  const internal = new AbortController();
  const onAbort = () => internal.abort();
  signal?.addEventListener("abort", onAbort, { once: true });
  const textOf = (index: number) =>
    normalized.text.slice(plan.sentences[index]!.start, plan.sentences[index]!.end);
  let pending = plan.sentences.length > 0 ? synthesize(textOf(0), internal.signal) : undefined;
  let totalSamples = 0;
  let originalCursor = 0;
  try {
    for (const [index, sentence] of plan.sentences.entries()) {
      const { samples, words } = await pending!;
      pending =
        index + 1 < plan.sentences.length ? synthesize(textOf(index + 1), internal.signal) : undefined;
      const text = textOf(index);
      const offsetMs = (totalSamples / sampleRate) * 1000;
      const durationMs = (samples.length / sampleRate) * 1000;
      const times = timeCharacters(text.length, words, durationMs);
      // The sentence's original characters: from where the previous sentence stopped, to where this one's
      // normalized text came from (the last sentence takes everything left, e.g. trailing spaces).
      const isLast = index === plan.sentences.length - 1;
      const mapped = normalized.toOriginalSpan(sentence.start, sentence.end);
      const originalEnd = isLast ? originalText.length : Math.max(originalCursor, mapped.end);
      const originalTimes = mapTimesToOriginal(originalEnd - originalCursor, times, (i) => {
        const span = normalized.toOriginalSpan(sentence.start + i, sentence.start + i + 1);
        return { start: span.start - originalCursor, end: span.end - originalCursor };
      });
      const spoken: SpokenSentence = {
        samples,
        offsetSeconds: offsetMs / 1000,
        alignment: slice(originalText.slice(originalCursor, originalEnd), originalTimes, offsetMs),
        normalizedAlignment: slice(text, times, offsetMs),
      };
      originalCursor = originalEnd;
      totalSamples += samples.length;
      yield spoken;
    }
  } finally {
    signal?.removeEventListener("abort", onAbort);
    // A consumer that stopped early must not leave a prefetched sentence running or its failure unhandled.
    internal.abort();
    pending?.catch(() => {});
  }
}
