import { describe, expect, it } from "vitest";
import { normalizeText } from "../../speech/normalization/index.ts";
import type { PronunciationRule } from "../dictionary-records.ts";
import { phonemesToArpabet, respellArpabet } from "./arpabet.ts";
import { matchRules } from "./match-rules.ts";
import { pronunciationRewrite } from "./pronunciation-rewrite.ts";

const alias = (
  stringToReplace: string,
  to: string,
  options: Partial<PronunciationRule> = {},
): PronunciationRule =>
  ({
    type: "alias",
    stringToReplace,
    alias: to,
    caseSensitive: true,
    wordBoundaries: true,
    ...options,
  }) as PronunciationRule;

describe("matching pronunciation rules", () => {
  it("matches whole words in the given case unless told otherwise", () => {
    const un = alias("UN", "United Nations");
    expect(matchRules("The UN and the UNICEF fund, un-", [un]).map((m) => m.start)).toEqual([4]);
    const anyCase = alias("un", "United Nations", { caseSensitive: false });
    expect(matchRules("The UN and un-", [anyCase]).map((m) => m.start)).toEqual([4, 11]);
    const inside = alias("UN", "you en", { wordBoundaries: false });
    expect(matchRules("UNICEF", [inside]).map((m) => [m.start, m.end])).toEqual([[0, 2]]);
  });

  it("lets the first rule in order win at a position", () => {
    const first = alias("bread", "water");
    const second = alias("bread", "fish");
    expect(matchRules("fresh bread", [first, second])[0]!.rule).toBe(first);
  });
});

describe("phonemes", () => {
  it("reads IPA and ARPAbet into the same ARPAbet", () => {
    expect(phonemesToArpabet("təˈmeɪtoʊ", "ipa")).toEqual(["T", "AH0", "M", "EY1", "T", "OW0"]);
    expect(phonemesToArpabet("t ah0 m ey1 t ow0", "cmu-arpabet")).toEqual([
      "T",
      "AH0",
      "M",
      "EY1",
      "T",
      "OW0",
    ]);
    expect(phonemesToArpabet("ˈtʃɜːtʃ", "ipa")).toEqual(["CH", "ER1", "CH"]);
    expect(phonemesToArpabet("Q X", "cmu-arpabet")).toBeUndefined();
    expect(phonemesToArpabet("ʘ", "ipa")).toBeUndefined();
  });

  it("respells ARPAbet as syllables for engines without phoneme input", () => {
    expect(respellArpabet(["T", "AH0", "M", "EY1", "T", "OW2"])).toBe("tuh-may-toh");
    expect(respellArpabet(["CH", "ER1", "CH"])).toBe("cherch");
  });
});

describe("rewriting a text with rules before normalization", () => {
  it("says the alias, maps it back to the original characters, and leaves the rest to normalization", () => {
    const text = "The UN has 2 seats.";
    const rewrite = pronunciationRewrite(text, [alias("UN", "United Nations")], "engine")!;
    const normalized = normalizeText(text, { language: "en", mode: "auto", pronunciation: rewrite.rule });
    expect(normalized.text).toBe("The United Nations has two seats.");
    const start = normalized.text.indexOf("Nations");
    expect(normalized.toOriginalSpan(start, start + 7)).toEqual({ start: 4, end: 6 });
  });

  it("applies dictionaries even with normalization off", () => {
    const text = "The UN has 2 seats.";
    const rewrite = pronunciationRewrite(text, [alias("UN", "United Nations")], "engine")!;
    expect(normalizeText(text, { language: "en", mode: "off", pronunciation: rewrite.rule }).text).toBe(
      "The United Nations has 2 seats.",
    );
  });

  it("keeps a phoneme word for engines with phoneme input, respells it for the others, skips it when told", () => {
    const rule: PronunciationRule = {
      type: "phoneme",
      stringToReplace: "tomato",
      phoneme: "/təˈmeɪtoʊ/",
      alphabet: "ipa",
      caseSensitive: true,
      wordBoundaries: true,
    };
    const text = "A tomato, 3 times.";
    const engine = pronunciationRewrite(text, [rule], "engine")!;
    const normalized = normalizeText(text, { language: "en", mode: "auto", pronunciation: engine.rule });
    expect(normalized.text).toBe("A tomato, three times.");
    expect(engine.phonemeSpans(normalized)).toEqual([
      { start: 2, end: 8, arpabet: ["T", "AH0", "M", "EY1", "T", "OW0"] },
    ]);
    const respell = pronunciationRewrite(text, [rule], "respell")!;
    expect(normalizeText(text, { language: "en", mode: "auto", pronunciation: respell.rule }).text).toBe(
      "A tuh-may-toh, three times.",
    );
    expect(pronunciationRewrite(text, [rule], "skip")).toBeUndefined();
  });
});
