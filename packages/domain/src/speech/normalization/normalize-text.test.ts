import { describe, expect, it } from "vitest";
import { normalizeText } from "./normalize-text.ts";

describe("normalizeText modes and languages", () => {
  const sample = "Dr. Smith paid $5  on 2024-03-05.";

  it("off returns the text untouched with an identity map", () => {
    const result = normalizeText(sample, { language: "en", mode: "off" });
    expect(result.text).toBe(sample);
    expect(result.sourceSpans).toHaveLength(1);
    expect(result.toOriginalSpan(4, 9)).toEqual({ start: 4, end: 9 });
  });

  it("auto normalizes English exactly like on", () => {
    const on = normalizeText(sample, { language: "en", mode: "on" });
    const auto = normalizeText(sample, { language: "en", mode: "auto" });
    expect(auto.text).toBe("Doctor Smith paid five dollars on March fifth, twenty twenty-four.");
    expect(auto.text).toBe(on.text);
    expect(auto.sourceSpans).toEqual(on.sourceSpans);
  });

  it.each(["en", "en-US", "en_GB", "EN", "eng", "en-us"])("treats %j as English", (language) => {
    expect(normalizeText("42", { language, mode: "on" }).text).toBe("forty-two");
  });

  it.each(["de", "fr-FR", "zh", "ja", "", "ar"])("applies only the whitespace cleanup for %j", (language) => {
    const result = normalizeText("Es kostet  5 €\tam 2024-03-05.", { language, mode: "auto" });
    expect(result.text).toBe("Es kostet 5 € am 2024-03-05.");
  });

  it("keeps an identity map when there is nothing to change", () => {
    const result = normalizeText("Just words, and punctuation!", { language: "en", mode: "on" });
    expect(result.text).toBe("Just words, and punctuation!");
    expect(result.sourceSpans).toEqual([
      { kind: "same", normStart: 0, normEnd: 28, origStart: 0, origEnd: 28 },
    ]);
  });

  it("handles the empty text", () => {
    const result = normalizeText("", { language: "en", mode: "on" });
    expect(result.text).toBe("");
    expect(result.toOriginalSpan(0, 0)).toEqual({ start: 0, end: 0 });
  });
});

describe("whitespace cleanup", () => {
  it.each([
    ["a  b", "a b"],
    ["a\tb", "a b"],
    ["a\u00a0b", "a b"],
    ["a \u3000 b", "a b"],
    ["a\r\nb", "a\nb"],
    ["a \n b", "a\nb"],
    ["a\n\n\n\nb", "a\n\nb"],
    ["a\r\n\r\nb", "a\n\nb"],
    ["a\u200bb", "ab"],
    ["soft\u00adhyphen", "softhyphen"],
    ["\ufeffstart", "start"],
    ["bell\u0007", "bell"],
    ["नमस्\u200dते", "नमस्\u200dते"],
    ["  leading and trailing  ", " leading and trailing "],
  ])("%j → %j", (input, expected) => {
    expect(normalizeText(input, { language: "xx", mode: "on" }).text).toBe(expected);
  });

  it("never splits a surrogate pair and keeps emoji", () => {
    expect(normalizeText("I 😀 2 cats", { language: "en", mode: "on" }).text).toBe("I 😀 two cats");
  });
});

describe("alignment back to the original", () => {
  /** The original text under each normalized word. */
  function wordsToOriginal(text: string): Array<[string, string]> {
    const result = normalizeText(text, { language: "en", mode: "on" });
    return [...result.text.matchAll(/\S+/g)].map((word) => {
      const span = result.toOriginalSpan(word.index, word.index + word[0].length);
      return [word[0], text.slice(span.start, span.end)];
    });
  }

  it("maps every word of an expansion to the token it replaced", () => {
    expect(wordsToOriginal("Pay $1.50 today")).toEqual([
      ["Pay", "Pay"],
      ["one", "$1.50"],
      ["dollar", "$1.50"],
      ["and", "$1.50"],
      ["fifty", "$1.50"],
      ["cents", "$1.50"],
      ["today", "today"],
    ]);
  });

  it("includes punctuation glued to a spoken word", () => {
    expect(wordsToOriginal("On 2024-03-05, Mr. Smith left.")).toEqual([
      ["On", "On"],
      ["March", "2024-03-05"],
      ["fifth,", "2024-03-05"],
      ["twenty", "2024-03-05"],
      ["twenty-four,", "2024-03-05,"],
      ["Mister", "Mr."],
      ["Smith", "Smith"],
      ["left.", "left."],
    ]);
  });

  it("maps a collapsed whitespace run to the whole run", () => {
    const result = normalizeText("a   b", { language: "en", mode: "on" });
    expect(result.toOriginalSpan(1, 2)).toEqual({ start: 1, end: 4 });
    expect(result.toOriginalSpan(2, 3)).toEqual({ start: 4, end: 5 });
  });

  it("maps spaces inserted around digits inside words to those digits", () => {
    const result = normalizeText("mp3s", { language: "en", mode: "on" });
    expect(result.text).toBe("mp three s");
    expect(result.toOriginalSpan(0, 2)).toEqual({ start: 0, end: 2 });
    expect(result.toOriginalSpan(3, 8)).toEqual({ start: 2, end: 3 });
    expect(result.toOriginalSpan(9, 10)).toEqual({ start: 3, end: 4 });
  });
});

describe("a realistic paragraph", () => {
  it("reads everything a person would", () => {
    const text =
      "On March 5, 2024, Dr. Lee (No. 3 on the list) paid $2.5M — approx. 45% of the budget — at 7:30 pm. " +
      "Call 555-123-4567 before the 21st; it's 20°C at 1500 m.";
    expect(normalizeText(text, { language: "en-US", mode: "auto" }).text).toBe(
      "On March fifth, twenty twenty-four, Doctor Lee (Number three on the list) paid two point five million dollars — " +
        "approximately forty-five percent of the budget — at seven thirty P M. " +
        "Call five five five, one two three, four five six seven before the twenty-first; it's twenty degrees Celsius " +
        "at one thousand five hundred meters.",
    );
  });

  it("normalizes long texts in linear time", () => {
    const text = "On 2024-03-05 Dr. Lee paid $1.50 for 3 km at 7:30 pm, i.e. 45% more. ".repeat(700);
    const started = performance.now();
    const result = normalizeText(text, { language: "en", mode: "on" });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(
      result.text.startsWith("On March fifth, twenty twenty-four Doctor Lee paid one dollar and fifty cents"),
    ).toBe(true);
  });
});
