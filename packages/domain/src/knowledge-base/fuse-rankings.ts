import type { RankedChunk } from "./knowledge-base-records.ts";

/** Reciprocal rank fusion's constant: the usual 60 (Cormack et al. 2009) damps the lists' top ranks. */
const fusionConstant = 60;

/**
 * Hybrid retrieval's merge of the full-text and the vector rankings by reciprocal rank fusion: a
 * passage scores Σ 1 / (60 + rank) over the lists that found it, so one found high by both beats
 * one found higher by only one. Scores of the lists themselves (not comparable) are not used.
 */
export function fuseRankings(rankings: readonly (readonly RankedChunk[])[]): RankedChunk[] {
  const fused = new Map<string, RankedChunk>();
  for (const ranking of rankings) {
    ranking.forEach((chunk, rank) => {
      const gain = 1 / (fusionConstant + rank + 1);
      const seen = fused.get(chunk.chunkId);
      fused.set(chunk.chunkId, seen ? { ...seen, score: seen.score + gain } : { ...chunk, score: gain });
    });
  }
  return [...fused.values()].sort((a, b) => b.score - a.score || a.chunkId.localeCompare(b.chunkId));
}
