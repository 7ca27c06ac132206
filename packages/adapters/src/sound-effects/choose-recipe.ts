import { promptWords, wordForms } from "./prompt-words.ts";
import type { Recipe } from "./recipe.ts";
import { recipes } from "./recipe-catalogue.ts";

export interface RecipeChoice {
  recipe: Recipe;
  /** `keyword` when a prompt word is one of the recipe's words; `nearest` when only a similar word was found. */
  match: "keyword" | "nearest";
}

/**
 * Picks the recipe whose keywords the prompt names most often (ties: the catalogue's order). When
 * no word is a keyword, the recipe with the keyword most similar to any prompt word wins (letter
 * bigram similarity, so "explosive" or "thundering" still land well), and the caller says so.
 */
export function chooseRecipe(prompt: string): RecipeChoice {
  const words = promptWords(prompt);
  let best: Recipe | undefined;
  let bestHits = 0;
  for (const recipe of recipes) {
    const hits = words.filter((word) =>
      wordForms(word).some((form) => recipe.keywords.includes(form)),
    ).length;
    if (hits > bestHits) {
      best = recipe;
      bestHits = hits;
    }
  }
  if (best) return { recipe: best, match: "keyword" };
  let nearest = recipes[recipes.length - 1]!;
  let nearestScore = -1;
  for (const recipe of recipes) {
    for (const keyword of recipe.keywords) {
      for (const word of words) {
        const score = bigramSimilarity(word, keyword);
        if (score > nearestScore) {
          nearest = recipe;
          nearestScore = score;
        }
      }
    }
  }
  return { recipe: nearest, match: "nearest" };
}

/** Dice coefficient of the two words' letter pairs: 1 for equal words, 0 for words sharing no pair. */
export function bigramSimilarity(a: string, b: string): number {
  const pairs = (word: string) => {
    const padded = ` ${word} `;
    const out: string[] = [];
    for (let i = 0; i < padded.length - 1; i++) out.push(padded.slice(i, i + 2));
    return out;
  };
  const left = pairs(a);
  const right = pairs(b);
  let shared = 0;
  const pool = [...right];
  for (const pair of left) {
    const at = pool.indexOf(pair);
    if (at >= 0) {
      shared++;
      pool.splice(at, 1);
    }
  }
  return (2 * shared) / (left.length + right.length);
}
