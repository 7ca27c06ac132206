import { describe, expect, it } from "vitest";
import { continuesIntoNextText, endsMidSentence } from "./resolve-neighbouring-text.ts";

describe("continuation into the next text", () => {
  it.each([
    ["and so we walked on", true],
    ["and so we walked on, ", true],
    ["We walked on.", false],
    ['"Did we?" ', false],
    ["Stop!)", false],
    ["終わり。", false],
  ])("%j ends mid-sentence: %s", (text, expected) => {
    expect(endsMidSentence(text)).toBe(expected);
  });

  it("applies only when a next text exists and this one stops mid-sentence", () => {
    expect(continuesIntoNextText("and so we walked on", { nextText: "to the river." })).toBe(true);
    expect(continuesIntoNextText("and so we walked on", {})).toBe(false);
    expect(continuesIntoNextText("We walked on.", { nextText: "Then we rested." })).toBe(false);
  });
});
