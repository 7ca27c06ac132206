import type { SpeechEngine, SynthesisInput, WordTiming } from "@chorus/domain";

export interface CollectedSynthesis {
  samples: Int16Array;
  words: WordTiming[];
  audioChunks: number;
  /** Wall-clock ms from the call to the first audio chunk, and to the end. */
  firstAudioMs: number;
  totalMs: number;
  /** Audio duration in ms at the engine's sample rate. */
  durationMs: number;
}

/** Runs one synthesis to the end and gathers its audio, words and wall-clock timings. */
export async function collectSynthesis(
  engine: SpeechEngine,
  input: SynthesisInput,
): Promise<CollectedSynthesis> {
  const started = performance.now();
  let firstAudioMs = Number.NaN;
  const parts: Int16Array[] = [];
  const words: WordTiming[] = [];
  for await (const chunk of engine.synthesize(input)) {
    if (chunk.kind === "audio") {
      if (Number.isNaN(firstAudioMs)) firstAudioMs = performance.now() - started;
      parts.push(chunk.samples);
    } else {
      words.push(...chunk.words);
    }
  }
  const samples = concatSamples(parts);
  return {
    samples,
    words,
    audioChunks: parts.length,
    firstAudioMs,
    totalMs: performance.now() - started,
    durationMs: (samples.length * 1000) / engine.sampleRate(input.voice),
  };
}

export function concatSamples(parts: readonly Int16Array[]): Int16Array {
  const out = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Problems with a word-timing list (empty when it is well formed): inside the text, in order, within the audio. */
export function wordTimingProblems(text: string, words: readonly WordTiming[], durationMs: number): string[] {
  const problems: string[] = [];
  words.forEach((word, i) => {
    const label = `word ${i} ${JSON.stringify(text.slice(word.charStart, word.charEnd))}`;
    if (!(word.charStart >= 0 && word.charStart < word.charEnd && word.charEnd <= text.length)) {
      problems.push(`${label}: span [${word.charStart}, ${word.charEnd}) outside the text`);
    }
    if (!(word.startMs >= 0 && word.startMs <= word.endMs && word.endMs <= durationMs + 1)) {
      problems.push(`${label}: time ${word.startMs}–${word.endMs} ms outside 0–${durationMs} ms`);
    }
    const previous = words[i - 1];
    if (previous && word.charStart < previous.charEnd) problems.push(`${label}: overlaps the previous word`);
    if (previous && word.startMs < previous.endMs - 1e-6)
      problems.push(`${label}: starts before the previous ends`);
  });
  return problems;
}
