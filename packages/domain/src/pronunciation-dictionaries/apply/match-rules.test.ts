import { pronunciationRuleLimits, singleRequestCharacterLimit } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import type { PronunciationRule } from "../dictionary-records.ts";
import { matchRules } from "./match-rules.ts";

/** The most rules a request can apply: three dictionaries (the locator limit) of the most rules each. */
const mostRules = 3 * pronunciationRuleLimits.rulesPerDictionary;
/** The longest text a request speaks at once (spec 001 §9, subscribed). */
const longestText = singleRequestCharacterLimit.subscribed;

/**
 * Rules that all agree with the text for their first 90 characters and differ only at the end, so
 * every rule is a candidate at every position: the worst case for trying rules one by one.
 */
function sharedPrefixRules(count: number): PronunciationRule[] {
  return Array.from({ length: count }, (_, index) => ({
    type: "alias" as const,
    stringToReplace: `${"a".repeat(90)}${index.toString(36).padStart(10, "b")}`,
    alias: "x",
    caseSensitive: index % 2 === 0,
    wordBoundaries: true,
  }));
}

/** Every string of `length` letters over "ab": a full binary trie, so the keys branch at every character. */
function branchingRules(count: number): PronunciationRule[] {
  const length = Math.ceil(Math.log2(count));
  return Array.from({ length: count }, (_, index) => ({
    type: "alias" as const,
    stringToReplace: index.toString(2).padStart(length, "0").replaceAll("0", "a").replaceAll("1", "b"),
    alias: "x",
    caseSensitive: false,
    wordBoundaries: false,
  }));
}

describe("matchRules at the largest input a request can bring", () => {
  it.each([
    ["rules sharing a long prefix with the text", sharedPrefixRules, "a".repeat(longestText)],
    ["rules branching at every character", branchingRules, "ab".repeat(longestText / 2)],
  ])("%s: work does not grow with the number of rules", (_name, makeRules, text) => {
    // Trying every rule at every position took minutes here (rules × text).
    const few = { steps: 0 };
    const many = { steps: 0 };
    matchRules(text, makeRules(mostRules / 100), few);
    const matches = matchRules(text, makeRules(mostRules), many);
    expect(many.steps).toBeGreaterThan(0);
    // At most a few steps per character of each rule's length, and a hundred times the rules costs at
    // most the logarithm's growth, not a hundred times.
    expect(many.steps).toBeLessThan(2 * text.length * (pronunciationRuleLimits.inputCharacters + 1) * 4);
    expect(many.steps).toBeLessThan(few.steps * 3);
    // And it still finds what it should: the branching rules tile the text.
    if (makeRules === branchingRules) expect(matches.length).toBeGreaterThan(0);
  });

  it("still lets the first rule in order win when several match at a position", () => {
    const later: PronunciationRule = {
      type: "alias",
      stringToReplace: "bread",
      alias: "water",
      caseSensitive: true,
      wordBoundaries: true,
    };
    const earlierAnyCase: PronunciationRule = { ...later, alias: "fish", caseSensitive: false };
    const earlierInsideWords: PronunciationRule = { ...later, alias: "loaf", wordBoundaries: false };
    expect(matchRules("fresh bread", [earlierAnyCase, later])[0]!.rule).toBe(earlierAnyCase);
    expect(matchRules("fresh BREAD", [later, earlierAnyCase])[0]!.rule).toBe(earlierAnyCase);
    expect(matchRules("breadth", [later, earlierInsideWords])[0]!.rule).toBe(earlierInsideWords);
  });

  it("matches a dotted capital İ where it stands (lower case would make it two characters)", () => {
    const rule: PronunciationRule = {
      type: "alias",
      stringToReplace: "Ankara",
      alias: "the capital",
      caseSensitive: false,
      wordBoundaries: true,
    };
    expect(matchRules("İstanbul or ankara", [rule]).map((match) => match.start)).toEqual([12]);
  });
});
