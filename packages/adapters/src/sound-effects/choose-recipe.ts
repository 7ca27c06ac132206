import { promptWords, wordForms } from "./prompt-words.ts";
import type { Recipe } from "./recipe.ts";
import { recipes } from "./recipe-catalogue.ts";

export interface RecipeChoice {
  recipe: Recipe;
  /** `keyword` when a prompt word is one of the recipe's words; `nearest` when only a similar word was found. */
  match: "keyword" | "nearest";
}

/** Counts the chooser's elementary steps (index lookups and entries visited), so tests can see its work grow linearly. */
export interface ChoiceWork {
  steps: number;
}

/**
 * Picks the recipe whose keywords the prompt names most often (ties: the catalogue's order). When
 * no word is a keyword, the recipe with the keyword most similar to any prompt word wins (letter
 * bigram similarity, so "explosive" or "thundering" still land well), and the caller says so.
 *
 * The work is linear in the prompt: each word is looked up once in an index of the catalogue's
 * keywords, and its letter pairs once in an index of the keywords' letter pairs. Comparing every
 * word with every keyword instead held the event loop for 26 s on a 200,000-character prompt.
 */
export function chooseRecipe(prompt: string, work: ChoiceWork = { steps: 0 }): RecipeChoice {
  // Each distinct word is looked at once; how often it occurs still counts for the keyword hits.
  const occurrences = new Map<string, number>();
  for (const word of promptWords(prompt)) occurrences.set(word, (occurrences.get(word) ?? 0) + 1);
  const byKeyword = mostKeywordHits(occurrences, work);
  if (byKeyword) return { recipe: byKeyword, match: "keyword" };
  return { recipe: nearestRecipe([...occurrences.keys()], work), match: "nearest" };
}

/**
 * The recipe most words name (each occurrence of a word counts once per recipe, in any of its
 * forms), or undefined when none does.
 */
function mostKeywordHits(occurrences: ReadonlyMap<string, number>, work: ChoiceWork): Recipe | undefined {
  const hits = new Array<number>(recipes.length).fill(0);
  for (const [word, count] of occurrences) {
    const named = new Set<number>();
    for (const form of wordForms(word)) {
      work.steps++;
      for (const recipe of catalogueIndex.recipesByKeyword.get(form) ?? []) named.add(recipe);
    }
    for (const recipe of named) {
      work.steps++;
      hits[recipe]! += count;
    }
  }
  // Ties go to the catalogue's order: the first recipe with the most hits.
  let best = -1;
  for (let recipe = 0; recipe < recipes.length; recipe++)
    if (hits[recipe]! > 0 && (best < 0 || hits[recipe]! > hits[best]!)) best = recipe;
  return best < 0 ? undefined : recipes[best];
}

/**
 * The recipe of the keyword most similar to any word (ties: the catalogue's order of recipes and
 * keywords); the catalogue's last recipe when the prompt has no words at all.
 */
function nearestRecipe(words: readonly string[], work: ChoiceWork): Recipe {
  const { keywords, keywordsByPair } = catalogueIndex;
  if (words.length === 0) return recipes[recipes.length - 1]!;
  const bestScore = new Float64Array(keywords.length);
  const shared = new Float64Array(keywords.length);
  for (const word of words) {
    const pairs = letterPairCounts(word);
    const touched: number[] = [];
    for (const [pair, count] of pairs) {
      work.steps++;
      for (const entry of keywordsByPair.get(pair) ?? []) {
        work.steps++;
        if (shared[entry.keyword] === 0) touched.push(entry.keyword);
        shared[entry.keyword]! += Math.min(count, entry.count);
      }
    }
    const wordPairs = word.length + 1;
    for (const keyword of touched) {
      const score = (2 * shared[keyword]!) / (wordPairs + keywords[keyword]!.pairs);
      if (score > bestScore[keyword]!) bestScore[keyword] = score;
      shared[keyword] = 0;
    }
  }
  let best = 0;
  for (let keyword = 1; keyword < keywords.length; keyword++)
    if (bestScore[keyword]! > bestScore[best]!) best = keyword;
  return recipes[keywords[best]!.recipe]!;
}

/** Dice coefficient of the two words' letter pairs: 1 for equal words, 0 for words sharing no pair. */
export function bigramSimilarity(a: string, b: string): number {
  const left = letterPairCounts(a);
  const right = letterPairCounts(b);
  let shared = 0;
  for (const [pair, count] of left) shared += Math.min(count, right.get(pair) ?? 0);
  return (2 * shared) / (a.length + 1 + (b.length + 1));
}

/** The word's letter pairs, padded with a space at each end (" r", "ra", "ai", "in", "n "), with their counts. */
function letterPairCounts(word: string): Map<string, number> {
  const padded = ` ${word} `;
  const counts = new Map<string, number>();
  for (let i = 0; i < padded.length - 1; i++) {
    const pair = padded.slice(i, i + 2);
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return counts;
}

interface CatalogueIndex {
  /** A keyword → the recipes (by position) that list it. */
  recipesByKeyword: Map<string, number[]>;
  /** Every keyword of every recipe, in the catalogue's order, with its number of letter pairs. */
  keywords: { recipe: number; pairs: number }[];
  /** A letter pair → the keywords (by position in `keywords`) containing it, and how often. */
  keywordsByPair: Map<string, { keyword: number; count: number }[]>;
}

/** Built once: the catalogue is fixed, so every request only looks things up. */
const catalogueIndex: CatalogueIndex = (() => {
  const recipesByKeyword = new Map<string, number[]>();
  const keywords: CatalogueIndex["keywords"] = [];
  const keywordsByPair: CatalogueIndex["keywordsByPair"] = new Map();
  recipes.forEach((recipe, recipeIndex) => {
    for (const keyword of recipe.keywords) {
      const listed = recipesByKeyword.get(keyword) ?? [];
      if (!listed.includes(recipeIndex)) listed.push(recipeIndex);
      recipesByKeyword.set(keyword, listed);
      const keywordIndex = keywords.push({ recipe: recipeIndex, pairs: keyword.length + 1 }) - 1;
      for (const [pair, count] of letterPairCounts(keyword)) {
        const entries = keywordsByPair.get(pair) ?? [];
        entries.push({ keyword: keywordIndex, count });
        keywordsByPair.set(pair, entries);
      }
    }
  });
  return { recipesByKeyword, keywords, keywordsByPair };
})();
