import type { TranscriptionEngine } from "@chorus/domain";
import { noiseWord } from "./pocketsphinx-process.ts";
import { englishModel, pocketsphinxRecognizer } from "./pocketsphinx-recognizer.ts";
import { pocketsphinxStream } from "./pocketsphinx-stream.ts";
import { processSlots } from "./process-slots.ts";

export interface PocketsphinxTranscriptionOptions {
  modelDir?: string;
  /** Recognizer processes running at once (default 2: the embedded default's two cores). */
  processes?: number;
  /** The process's temporary folder (see `PocketsphinxOptions.tempDir`). */
  tempDir?: string;
}

/**
 * Batch transcription on pocketsphinx_continuous with the en-us trigram model (engines.md §2):
 * English only, open vocabulary, word times and posterior probabilities from `-time yes`. It has no
 * language identification, so "detect" answers English, with the mean word confidence as the
 * probability (how well English fits what was heard).
 */
/**
 * At most 2,000 active HMMs per frame (the default is 30,000) for the conversations' live decoders,
 * which run one per caller for the whole call: on the ten benchmark questions, Flite's and Festival's,
 * the first pass took 2.1–2.6 s of CPU instead of 3.2–4.7 s, with the same word errors (narrower
 * beams cost as much CPU again but misheard "a loaf of rye bread"). Eight callers speaking at once had
 * needed most of two cores, and every turn waited behind them.
 */
const liveDecoderSearch = ["-maxhmmpf", "2000"];

export function pocketsphinxTranscription(
  options: PocketsphinxTranscriptionOptions = {},
): TranscriptionEngine {
  const recognizer = pocketsphinxRecognizer({
    modelDir: options.modelDir,
    tempDir: options.tempDir,
    // A lighter language model weight than the default 6.5 lets the acoustics win more often: on 8
    // Flite sentences (76 words) word error fell from 16-26 % to 8-21 % across voice settings.
    openRecognitionArgs: ["-lw", "5"],
    reportNoise: true,
  });
  const run = processSlots(options.processes ?? 2);
  return {
    name: "pocketsphinx",
    handles: (language) => recognizer.supportsLanguage(language ?? "en"),
    openStream: (language) =>
      recognizer.supportsLanguage(language)
        ? pocketsphinxStream(options.modelDir ?? englishModel, ["-lw", "5", ...liveDecoderSearch])
        : undefined,
    async transcribe(audio, { language, signal }) {
      // Aborted while waiting for a process slot: `run` refuses to start it.
      const recognition = await run(() =>
        recognizer.recognize(audio, { language: language ?? "en", signal }),
      );
      const words = recognition.words.map((word) => ({
        text: word.word === noiseWord ? "(noise)" : word.word,
        start: word.start,
        end: word.end,
        confidence: word.confidence ?? 1,
        ...(word.word === noiseWord ? { type: "audio_event" as const } : {}),
      }));
      const spoken = words.filter((word) => word.type === undefined);
      const meanConfidence =
        spoken.length > 0 ? spoken.reduce((sum, word) => sum + word.confidence, 0) / spoken.length : 0;
      return {
        language: "en",
        languageProbability: language ? 1 : Math.round(meanConfidence * 1000) / 1000,
        words,
      };
    },
  };
}
