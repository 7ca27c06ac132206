import type { KnowledgeSentence } from "./sentences.ts";

export interface RankedSentence {
  /** Index in the sentences ranked (their order in the prompt). */
  index: number;
  sentence: KnowledgeSentence;
  /** BM25 score, times the sentence's weight. */
  score: number;
  /**
   * How much of the question the sentence covers: its score over the score of a sentence holding
   * every question word once. Comparable between questions, unlike BM25 scores.
   */
  relevance: number;
}

// BM25's usual constants: term frequency saturates quickly, long sentences count a little less.
const k1 = 1.2;
const b = 0.75;
/** What a related word (below) counts for, against the question's own words. */
const relatedWeight = 0.5;

/**
 * Words that answer each other's questions without sharing a stem ("when do you open?" is answered by
 * "hours"). Stems, as `stem()` makes them. Deliberately tiny: a thesaurus would answer with sentences
 * about something else.
 */
const relatedStems: readonly (readonly string[])[] = [
  ["open", "clos", "hour", "time", "schedul"],
  ["pric", "cost", "fee", "charg", "pay", "cheap", "expensiv"],
  ["address", "location", "locat", "direction", "find"],
  ["phone", "telephon", "call", "number"],
  ["email", "mail"],
  ["book", "reserv", "reservation", "appointment"],
  ["deliver", "delivery", "shipping", "ship"],
];

/**
 * Ranks sentences against a question's content words with BM25 (each sentence a document), best
 * first; ties keep prompt order, so the same input always gives the same answer. Sentences that
 * share no word with the question are left out.
 */
export function rankSentences(
  question: readonly string[],
  sentences: readonly KnowledgeSentence[],
): RankedSentence[] {
  const asked = new Map<string, number>();
  for (const term of question) asked.set(term, 1);
  for (const term of question) {
    for (const group of relatedStems) {
      if (!group.includes(term)) continue;
      for (const related of group) if (!asked.has(related)) asked.set(related, relatedWeight);
    }
  }
  if (asked.size === 0 || sentences.length === 0) return [];

  const documentFrequency = new Map<string, number>();
  let totalLength = 0;
  for (const sentence of sentences) {
    totalLength += sentence.terms.length;
    for (const term of new Set(sentence.terms)) {
      if (asked.has(term)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
  const count = sentences.length;
  const averageLength = totalLength / count;
  const idf = (term: string) => {
    const frequency = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (count - frequency + 0.5) / (frequency + 0.5));
  };
  // A sentence of average length holding each of the question's own words once scores this.
  let fullCoverage = 0;
  for (const term of new Set(question)) fullCoverage += idf(term);

  const ranked: RankedSentence[] = [];
  for (const [index, sentence] of sentences.entries()) {
    const frequencies = new Map<string, number>();
    for (const term of sentence.terms) {
      if (asked.has(term)) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
    }
    if (frequencies.size === 0) continue;
    const lengthNorm = 1 - b + (b * sentence.terms.length) / averageLength;
    let score = 0;
    for (const [term, frequency] of frequencies) {
      const weight = asked.get(term) ?? 0;
      score += (weight * idf(term) * frequency * (k1 + 1)) / (frequency + k1 * lengthNorm);
    }
    score *= sentence.weight;
    ranked.push({ index, sentence, score, relevance: fullCoverage > 0 ? score / fullCoverage : 0 });
  }
  return ranked.sort((x, y) => y.score - x.score || x.index - y.index);
}
