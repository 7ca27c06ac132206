import { describe, expect, it } from "vitest";
import { contentTerms, stem, wordTokens } from "./words.ts";

describe("words", () => {
  it("meets a word's forms at one stem", () => {
    for (const forms of [
      ["open", "opens", "opening", "opened"],
      ["close", "closes", "closed", "closing"],
      ["hour", "hours"],
      ["bakery", "bakeries", "bakery's"],
      ["stop", "stopped", "stopping"],
    ]) {
      expect(new Set(forms.map(stem)).size, forms.join(", ")).toBe(1);
    }
  });

  it("keeps short words and numbers whole", () => {
    expect(stem("bus")).toBe("bus");
    expect(stem("1990s")).toBe("1990s");
    expect(stem("sell")).toBe("sell");
  });

  it("reads letters of any script and apostrophes inside words", () => {
    expect(wordTokens("Don’t miss the Crème brûlée, ça va?")).toEqual([
      "don't",
      "miss",
      "the",
      "crème",
      "brûlée",
      "ça",
      "va",
    ]);
  });

  it("drops stop words and question words from what a question is about", () => {
    expect(contentTerms("When do you open on Sundays?")).toEqual(["open", "sunday"]);
  });
});
