import type { TextEmbedder } from "@chorus/domain";
import { unitLength } from "../unit-length.ts";

/** Dimensions of the hashed vectors. */
const dimensions = 512;

/** FNV-1a, 32 bits: a cheap, stable hash of a feature. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A stand-in embeddings engine for tests and the retrieval benchmark, NOT a language model: each
 * word and each character trigram of a word is hashed into one of 512 dimensions (the hashing
 * trick), so texts sharing words or word pieces point the same way. It knows no synonyms; it lets
 * the vector path (storage, distance, fusion) run for real without a model file.
 */
export function hashingEmbedding(text: string): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const add = (feature: string, weight: number) => {
      const h = hash(feature);
      vector[h % dimensions]! += h & 0x80000000 ? -weight : weight;
    };
    add(`w:${word}`, 1);
    const padded = `<${word}>`;
    for (let i = 0; i + 3 <= padded.length; i++) add(`t:${padded.slice(i, i + 3)}`, 0.3);
  }
  return unitLength(vector);
}

export const hashingEmbeddings: TextEmbedder = {
  model: "chorus-hashing-test",
  embed: async (texts) => texts.map(hashingEmbedding),
};
