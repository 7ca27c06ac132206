import { soundEffectPromptCharacters } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { bigramSimilarity, chooseRecipe } from "./choose-recipe.ts";
import { recipes } from "./recipe-catalogue.ts";

/**
 * The hardest prompt for the nearest-recipe search: `length` characters of distinct words that are
 * no keyword but share nearly every letter pair with one ("explosioq0", "gunshoq0", …).
 */
function nearMissPrompt(length: number): string {
  const keywords = recipes.flatMap((recipe) => recipe.keywords);
  const words: string[] = [];
  for (let i = 0, size = 0; size < length; i++) {
    const keyword = keywords[i % keywords.length]!;
    const word = `${keyword.slice(0, -1)}q${Math.floor(i / keywords.length).toString(36)}`;
    words.push(word);
    size += word.length + 1;
  }
  return words.join(" ").slice(0, length);
}

describe("chooseRecipe", () => {
  it.each([
    ["Huge explosion in a canyon", "explosion"],
    ["heavy rain on a tin roof", "rain"],
    ["police siren passing", "alarm"],
    ["8-bit coin pickup", "coin"],
    ["someone knocking on a wooden door", "door knock"],
    ["quiet room tone", "ambience"],
    ["birds chirping in the morning", "birds"],
    ["footsteps on gravel", "footsteps"],
    ["sci-fi laser blasts", "laser"],
  ])("%s → %s by keyword", (prompt, recipe) => {
    expect(chooseRecipe(prompt)).toMatchObject({ recipe: { name: recipe }, match: "keyword" });
  });

  it("takes the most similar keyword when no word is one, and says it is the nearest", () => {
    expect(chooseRecipe("thundering hooves")).toMatchObject({
      recipe: { name: "thunder" },
      match: "nearest",
    });
    expect(chooseRecipe("xyzzy").match).toBe("nearest");
  });

  it("counts every occurrence of a word, and breaks ties by the catalogue's order", () => {
    expect(chooseRecipe("wind wind rain").recipe.name).toBe("wind");
    expect(chooseRecipe("wind rain").recipe.name).toBe("rain");
  });

  it("does a few index lookups per character, at the longest prompt and at 200 times it", () => {
    // Issue 15: comparing every word with every keyword held the event loop for 26 s on a
    // 200,000-character prompt. Each word is now looked up once, its letter pairs once each.
    const perCharacter = (length: number) => {
      const work = { steps: 0 };
      expect(chooseRecipe(nearMissPrompt(length), work).match).toBe("nearest");
      return work.steps / length;
    };
    const atMaximum = perCharacter(soundEffectPromptCharacters);
    const atFinding = perCharacter(200_000);
    // Every letter pair is looked up: at least one step a character, and few more.
    expect(atMaximum).toBeGreaterThan(1);
    expect(atMaximum).toBeLessThan(16);
    expect(atFinding).toBeLessThan(16);
    // Linear: the work per character does not grow with the prompt.
    expect(atFinding).toBeLessThan(atMaximum * 1.25);
  });

  it("scores word similarity from 0 to 1", () => {
    expect(bigramSimilarity("rain", "rain")).toBe(1);
    expect(bigramSimilarity("rain", "xyz")).toBe(0);
    expect(bigramSimilarity("explosive", "explosion")).toBeGreaterThan(0.6);
    // Letter pairs are a multiset: "aaa" has " a", "aa" twice and "a "; "aa" shares three of them.
    expect(bigramSimilarity("aaa", "aa")).toBeCloseTo((2 * 3) / (4 + 3));
  });
});
