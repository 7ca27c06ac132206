import { comparableWords, wordDistance } from "@chorus/domain";
import { afterAll, describe, expect, it } from "vitest";
import { createFliteEngine } from "../speech-engines/flite/flite-engine.ts";
import { collectSynthesis } from "../speech-engines/testing/collect-synthesis.ts";
import { hasPocketsphinx } from "../speech-engines/testing/pocketsphinx.ts";
import { pocketsphinxRecognizer } from "./pocketsphinx-recognizer.ts";

const engine = createFliteEngine({ workers: 2 });
afterAll(() => engine.close());
const recognizer = pocketsphinxRecognizer();

const captcha = "The old lighthouse keeper counted seven ships before the storm arrived.";
const other = "Fresh coffee and a good book make a rainy Sunday feel short.";

const read = async (voice: "slt" | "rms", text: string) => ({
  samples: (
    await collectSynthesis(engine, {
      text,
      voice: { engine: "flite", engineVoiceId: voice },
      prosody: { rate: 1, pitch: 1, pitchRange: 0.5 },
    })
  ).samples,
  sampleRate: 16_000,
});

const distanceToCaptcha = async (audio: { samples: Int16Array; sampleRate: number }) => {
  const heard = await recognizer.recognize(audio, { language: "en", expectedText: captcha });
  return { heard: heard.text, distance: wordDistance(comparableWords(captcha), comparableWords(heard.text)) };
};

describe.skipIf(!hasPocketsphinx())(
  "pocketsphinx recognizer, constrained to a captcha text",
  { timeout: 60_000 },
  () => {
    it("hears the captcha text when it is read, by a female or a male voice", async () => {
      for (const voice of ["slt", "rms"] as const) {
        const { heard, distance } = await distanceToCaptcha(await read(voice, captcha));
        expect(distance, `${voice}: ${heard}`).toBeLessThanOrEqual(1);
      }
    });

    it("does not force a reading of another text onto the captcha's words", async () => {
      const { heard, distance } = await distanceToCaptcha(await read("slt", other));
      expect(distance, heard).toBeGreaterThanOrEqual(6);
    });

    it("hears nothing like the captcha in silence", async () => {
      const { distance } = await distanceToCaptcha({
        samples: new Int16Array(16_000 * 2),
        sampleRate: 16_000,
      });
      expect(distance).toBeGreaterThanOrEqual(9);
    });

    it("knows its languages: English only", () => {
      expect(recognizer.supportsLanguage("en")).toBe(true);
      expect(recognizer.supportsLanguage("en-GB")).toBe(true);
      expect(recognizer.supportsLanguage("de")).toBe(false);
    });
  },
);
