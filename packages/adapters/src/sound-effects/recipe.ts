import type { Random } from "./seeded-random.ts";

/** What a recipe renders with. */
export interface RecipeContext {
  sampleRate: number;
  /** Samples to render, exactly. */
  length: number;
  random: Random;
  /** Multiplies the recipe's base frequencies: below 1 for "deep", above 1 for "high". */
  pitch: number;
}

/** One kind of sound: the words that ask for it and how to make it. */
export interface Recipe {
  name: string;
  /** Words (and synonyms) that pick this recipe; matched against the prompt's words. */
  keywords: readonly string[];
  /** The length when `duration_seconds` is automatic: what the sound naturally lasts. */
  automaticSeconds: number;
  /** Mono samples of about unit peak; gain and modifiers are applied afterwards. */
  render(context: RecipeContext): Float32Array;
}
