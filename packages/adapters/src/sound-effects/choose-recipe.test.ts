import { describe, expect, it } from "vitest";
import { bigramSimilarity, chooseRecipe } from "./choose-recipe.ts";

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

  it("scores word similarity from 0 to 1", () => {
    expect(bigramSimilarity("rain", "rain")).toBe(1);
    expect(bigramSimilarity("rain", "xyz")).toBe(0);
    expect(bigramSimilarity("explosive", "explosion")).toBeGreaterThan(0.6);
  });
});
