import { afterAll, describe, expect, it } from "vitest";
import { collectSynthesis } from "../testing/collect-synthesis.ts";
import { hasPocketsphinx, recognizeSpeech } from "../testing/pocketsphinx.ts";
import { wordErrorRate } from "../testing/word-error-rate.ts";
import { createFliteEngine } from "./flite-engine.ts";

// Everyday sentences, recognised by pocketsphinx's open en-us language model. Measured on slt: 7.5 % WER over
// these five (3 of 40 words: "moved in next week", "need at the office … mining"); a broken, silent,
// truncated or garbled render lands near 100 %, as the time-reversed control shows.
const sentences = [
  "Thank you very much for your help.",
  "I would like a cup of coffee please.",
  "Can you tell me where the train station is?",
  "The meeting has been moved to next week.",
  "We will meet at the office tomorrow morning.",
];

const engine = createFliteEngine({ workers: 2 });
afterAll(() => engine.close());

describe.skipIf(!hasPocketsphinx())(
  "Flite intelligibility (pocketsphinx round trip)",
  { timeout: 120_000 },
  () => {
    it("is understood by a speech recogniser: WER below 20 % for slt", async () => {
      const voice = { engine: "flite" as const, engineVoiceId: "slt" };
      const renders = await Promise.all(
        sentences.map((text) =>
          collectSynthesis(engine, { text, voice, prosody: { rate: 1, pitch: 1, pitchRange: 0.5 } }),
        ),
      );
      const heard: string[] = [];
      for (const render of renders) {
        heard.push((await recognizeSpeech(render.samples, 16_000)).map((w) => w.word).join(" "));
      }
      const wer = wordErrorRate(sentences.join(" "), heard.join(" "));
      expect(wer, heard.join(" | ")).toBeLessThan(0.2);

      const reversed = renders[0]!.samples.slice().reverse();
      const control = (await recognizeSpeech(reversed, 16_000)).map((w) => w.word).join(" ");
      expect(wordErrorRate(sentences[0]!, control)).toBeGreaterThan(0.5);
    });
  },
);

if (!hasPocketsphinx()) {
  describe("Flite intelligibility", () => {
    it.skip("needs pocketsphinx_continuous on PATH (Debian: apt install pocketsphinx pocketsphinx-en-us)", () => {});
  });
}
