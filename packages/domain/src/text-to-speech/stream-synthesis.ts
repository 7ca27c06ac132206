import { contentTypeForCodec } from "@chorus/contract";
import type { Ports } from "../context.ts";
import type { WordTiming } from "../ports/speech.ts";
import { type CharacterTimes, mapTimesToOriginal, timeCharacters } from "./character-alignment.ts";
import type { SynthesisPlan } from "./prepare-synthesis.ts";
import { prosodyForSentence } from "./prosody-for-settings.ts";
import { seededRandom } from "./seeded-random.ts";

/** Character timings for a run of characters, in seconds from the start of the audio (the ElevenLabs shape). */
export interface AlignmentSlice {
  characters: string[];
  startSeconds: number[];
  endSeconds: number[];
}

export interface SpeechChunk {
  /** Encoded audio in the requested format (may be empty when only alignment is due). */
  audio: Uint8Array;
  /** Alignment of the characters whose audio has been handed to the encoder since the last chunk. */
  alignment?: AlignmentSlice;
  normalizedAlignment?: AlignmentSlice;
}

export interface SynthesisSummary {
  durationSeconds: number;
  audioBytes: number;
}

export interface SpeechStream {
  contentType: string;
  chunks: AsyncIterable<SpeechChunk>;
  /** Filled in when `chunks` has been read to the end. */
  summary: SynthesisSummary;
}

function slice(text: string, times: CharacterTimes, offsetMs: number): AlignmentSlice {
  return {
    // One entry per UTF-16 code unit, matching the offsets every other API reports.
    characters: Array.from({ length: text.length }, (_, i) => text[i]!),
    startSeconds: times.startMs.map((ms) => round((ms + offsetMs) / 1000)),
    endSeconds: times.endMs.map((ms) => round((ms + offsetMs) / 1000)),
  };
}

const round = (seconds: number) => Math.round(seconds * 1_000_000) / 1_000_000;

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
 * Speaks a prepared plan sentence by sentence: each sentence is synthesized, handed to the encoder
 * and its bytes go out while the next sentence is being synthesized. Alignment for a sentence's
 * characters (in the original text and in the normalized text) rides on the first chunk that
 * follows it, so a client always has the timing of everything it has heard.
 */
export function streamSynthesis(
  ports: Pick<Ports, "audio">,
  plan: SynthesisPlan,
  signal?: AbortSignal,
): SpeechStream {
  const sampleRate = plan.engine.sampleRate(plan.engineVoice);
  const random = seededRandom(plan.seed);
  const pendingOriginal: AlignmentSlice[] = [];
  const pendingNormalized: AlignmentSlice[] = [];
  const summary: SynthesisSummary = { durationSeconds: 0, audioBytes: 0 };
  let totalSamples = 0;
  let originalCursor = 0;
  const { normalized, originalText } = plan;

  /** Synthesizes one sentence completely (its audio and word timings). */
  async function synthesizeSentence(
    text: string,
    abort: AbortSignal,
  ): Promise<{ samples: Int16Array; words: WordTiming[] }> {
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

  async function* pcm(): AsyncGenerator<Int16Array> {
    const internal = new AbortController();
    const onAbort = () => internal.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    const textOf = (index: number) =>
      normalized.text.slice(plan.sentences[index]!.start, plan.sentences[index]!.end);
    // Pipelining: sentence i+1 is already being synthesized (in an engine worker) while sentence i is
    // encoded and sent.
    let pending = plan.sentences.length > 0 ? synthesizeSentence(textOf(0), internal.signal) : undefined;
    try {
      for (const [index, sentence] of plan.sentences.entries()) {
        const current = await pending!;
        pending =
          index + 1 < plan.sentences.length
            ? synthesizeSentence(textOf(index + 1), internal.signal)
            : undefined;
        const text = textOf(index);
        const offsetMs = (totalSamples / sampleRate) * 1000;
        const { samples, words } = current;
        const durationMs = (samples.length / sampleRate) * 1000;
        const times = timeCharacters(text.length, words, durationMs);
        pendingNormalized.push(slice(text, times, offsetMs));
        // The sentence's original characters: from where the previous sentence stopped, to where this one's
        // normalized text came from (the last sentence takes everything left, e.g. trailing spaces).
        const isLast = index === plan.sentences.length - 1;
        const mapped = normalized.toOriginalSpan(sentence.start, sentence.end);
        const originalEnd = isLast ? originalText.length : Math.max(originalCursor, mapped.end);
        const originalTimes = mapTimesToOriginal(originalEnd - originalCursor, times, (i) => {
          const span = normalized.toOriginalSpan(sentence.start + i, sentence.start + i + 1);
          return { start: span.start - originalCursor, end: span.end - originalCursor };
        });
        pendingOriginal.push(slice(originalText.slice(originalCursor, originalEnd), originalTimes, offsetMs));
        originalCursor = originalEnd;
        totalSamples += samples.length;
        if (samples.length > 0) yield samples;
      }
      summary.durationSeconds = totalSamples / sampleRate;
    } finally {
      signal?.removeEventListener("abort", onAbort);
      // A consumer that stopped early must not leave a prefetched sentence running or its failure unhandled.
      internal.abort();
      pending?.catch(() => {});
    }
  }

  const drain = (queue: AlignmentSlice[]): AlignmentSlice | undefined => {
    if (queue.length === 0) return undefined;
    const merged: AlignmentSlice = { characters: [], startSeconds: [], endSeconds: [] };
    for (const item of queue.splice(0)) {
      merged.characters.push(...item.characters);
      merged.startSeconds.push(...item.startSeconds);
      merged.endSeconds.push(...item.endSeconds);
    }
    return merged;
  };

  async function* chunks(): AsyncGenerator<SpeechChunk> {
    for await (const audio of ports.audio.encode(plan.format, { sampleRate, pcm: pcm() }, signal)) {
      summary.audioBytes += audio.length;
      yield { audio, alignment: drain(pendingOriginal), normalizedAlignment: drain(pendingNormalized) };
    }
    const alignment = drain(pendingOriginal);
    const normalizedAlignment = drain(pendingNormalized);
    if (alignment || normalizedAlignment) yield { audio: new Uint8Array(0), alignment, normalizedAlignment };
  }

  return { contentType: contentTypeForCodec(plan.format.codec), chunks: chunks(), summary };
}
