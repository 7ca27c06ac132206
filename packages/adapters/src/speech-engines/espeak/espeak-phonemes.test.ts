import { describe, expect, it } from "vitest";
import { collectSynthesis } from "../testing/collect-synthesis.ts";
import { createEspeakEngine } from "./espeak-engine.ts";
import { toEspeakMarkup } from "./espeak-markup.ts";
import { arpabetToEspeak } from "./espeak-phonemes.ts";

const voice = { engine: "espeak" as const, engineVoiceId: "en-us", language: "en" };
const prosody = { rate: 1, pitch: 1, pitchRange: 0.5 };

describe("eSpeak-NG phoneme input", () => {
  it("writes ARPAbet as eSpeak-NG mnemonics with stress before the vowel", () => {
    expect(arpabetToEspeak(["T", "AH0", "M", "EY1", "T", "OW2"])).toBe("t@m'eIt,oU");
    expect(arpabetToEspeak(["CH", "ER1", "CH"])).toBe("tS'3:tS");
  });

  it("puts [[phonemes]] in place of a word and maps them back onto it", () => {
    const { markup, sourceOffsets, phonemeRegions } = toEspeakMarkup("a tomato.", [
      { charStart: 2, charEnd: 8, phonemes: "t@m'A:toU" },
    ]);
    expect(markup).toBe("a [[t@m'A:toU]].");
    expect(phonemeRegions).toEqual([{ from: 2, to: 15, charStart: 2, charEnd: 8 }]);
    expect(sourceOffsets[15]).toBe(8);
  });

  it("speaks the given phonemes instead of the word's letters", async () => {
    const engine = createEspeakEngine({ workers: 1 });
    try {
      // pocketsphinx hears eSpeak-NG's formant voice too poorly to judge a word (the recognition test of
      // dictionaries uses Flite); here the word's letters must stop mattering once phonemes are given.
      const potato = ["P", "AH0", "T", "EY1", "T", "OW2"];
      const speak = (word: string, phonemes?: string[]) => {
        const text = `The ${word} is on the table.`;
        const at = text.indexOf(word);
        return collectSynthesis(engine, {
          text,
          voice,
          prosody,
          ...(phonemes
            ? { phonemes: [{ charStart: at, charEnd: at + word.length, arpabet: phonemes }] }
            : {}),
        });
      };
      const banana = await speak("banana");
      const bananaAsPotato = await speak("banana", potato);
      const tomatoAsPotato = await speak("tomato", potato);
      expect(
        Buffer.from(bananaAsPotato.samples.buffer).equals(Buffer.from(tomatoAsPotato.samples.buffer)),
      ).toBe(true);
      expect(Buffer.from(bananaAsPotato.samples.buffer).equals(Buffer.from(banana.samples.buffer))).toBe(
        false,
      );
      // The word timing still covers the original word.
      const at = "The ".length;
      expect(bananaAsPotato.words.map((word) => [word.charStart, word.charEnd])).toContainEqual([at, at + 6]);
    } finally {
      await engine.close();
    }
  }, 60_000);
});
