import { existsSync, readFileSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { RecognizedWord, SpeechRecognizer } from "@chorus/domain";
import { createResampler } from "../audio/resampler.ts";
import { makeTemporaryFolder } from "../temporary-files/process-temporary-folder.ts";
import { captchaGrammar } from "./captcha-grammar.ts";
import { runBatch, runContinuous } from "./pocketsphinx-process.ts";

/** Debian's `pocketsphinx-en-us`: the only model installed, so English is the only language. */
export const englishModel = "/usr/share/pocketsphinx/model/en-us";

export interface PocketsphinxOptions {
  /** The folder holding `en-us/` (acoustic model), `cmudict-en-us.dict` and `en-us.lm.bin`. */
  modelDir?: string;
  /** Extra decoder flags for open recognition (transcription tunes the language weight). */
  openRecognitionArgs?: readonly string[];
  /** Open recognition reports the noise model's `[NOISE]` as a word (transcription tags it as an audio event). */
  reportNoise?: boolean;
  /**
   * Where a checked reading's PCM (a user's captcha recording) is written for pocketsphinx_batch: the
   * process's folder under `DATA_DIR/tmp` in the server, swept after a crash; the system temp folder
   * when not given.
   */
  tempDir?: string;
}

/**
 * The speech recognizer on Debian's pocketsphinx (engines.md §2): offline, English only. Open
 * recognition runs pocketsphinx_continuous with the en-us trigram model; a check of an expected text
 * runs pocketsphinx_batch with a JSGF grammar (captcha-grammar.ts), which both constrains and speeds
 * it up (about 0.5 s per reading instead of 0.7 s just to load the language model). Audio is resampled to 16 kHz first
 * (at other rates pocketsphinx silently hears nothing).
 */
export function pocketsphinxRecognizer(options: PocketsphinxOptions = {}): SpeechRecognizer {
  const modelDir = options.modelDir ?? englishModel;
  const dictionaryPath = path.join(modelDir, "cmudict-en-us.dict");
  let dictionary: Set<string> | undefined;
  const knownWord = (word: string) => {
    dictionary ??= new Set(
      readFileSync(dictionaryPath, "utf8")
        .split("\n")
        .map((line) => line.split(/\s/, 1)[0]!.replace(/\(\d+\)$/, "")),
    );
    return dictionary.has(word);
  };
  return {
    supportsLanguage: (language) =>
      language.toLowerCase().split("-")[0] === "en" && existsSync(path.join(modelDir, "en-us")),
    async recognize(audio, { expectedText, signal }) {
      const pcm =
        audio.sampleRate === 16_000 ? audio.samples : await resample(audio.samples, audio.sampleRate);
      const folder = await makeTemporaryFolder(options.tempDir ?? os.tmpdir(), "asr-");
      try {
        // Half-bit dither, seeded: digital silence (exact zeros, as synthetic or gated recordings have)
        // otherwise gives -inf log energies that derail decoding; the seed keeps results repeatable.
        const model = [
          "-hmm",
          path.join(modelDir, "en-us"),
          "-dict",
          dictionaryPath,
          "-dither",
          "yes",
          "-seed",
          "1",
        ];
        let words: RecognizedWord[];
        if (expectedText !== undefined) {
          const grammar = path.join(folder, "captcha.gram");
          await writeFile(grammar, captchaGrammar(expectedText, knownWord));
          const heard = await runBatch(
            withSilenceAround(pcm),
            [...model, ...checkArgs, "-jsgf", grammar],
            folder,
            signal,
          );
          words = heard.map((word) => ({
            ...word,
            start: Math.max(0, word.start - paddingSeconds),
            end: Math.max(0, word.end - paddingSeconds),
          }));
        } else {
          words = await runContinuous(
            pcm,
            [...model, "-lm", path.join(modelDir, "en-us.lm.bin"), ...(options.openRecognitionArgs ?? [])],
            { keepNoise: options.reportNoise ?? false, signal },
          );
        }
        return { text: words.map((w) => w.word).join(" "), words };
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Decoder flags for checking an expected text. A low word insertion penalty (default 0.65) makes the
 * grammar's "any run of fillers" branch pay for its many short words: with the default, a reading that
 * fits one of the sentence's words a little worse (a synthetic voice's prosody, a seed) sometimes came
 * out entirely as fillers. Measured on the 12 captcha texts read through the text-to-speech API with 3
 * seeds: 0 of 36 readings missed (3 with the default), while a reading of another text still comes out
 * 13 or more words away from the expected one (the check allows a quarter of its words).
 */
const checkArgs = ["-wip", "1e-3"];

/** The grammar's sentence starts and ends in silence: a recording cut tight around the words gets some. */
const paddingSeconds = 0.5;
const paddingSamples = paddingSeconds * 16_000;

function withSilenceAround(pcm: Int16Array): Int16Array {
  const padded = new Int16Array(pcm.length + 2 * paddingSamples);
  padded.set(pcm, paddingSamples);
  return padded;
}

async function resample(samples: Int16Array, sampleRate: number): Promise<Int16Array> {
  const resampler = await createResampler(sampleRate, 16_000);
  try {
    const head = resampler.process(samples);
    const tail = resampler.flush();
    const out = new Int16Array(head.length + tail.length);
    out.set(head);
    out.set(tail, head.length);
    return out;
  } finally {
    resampler.dispose();
  }
}
