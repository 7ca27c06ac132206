import { describe, expect, it } from "vitest";
import { fuseRankings } from "./fuse-rankings.ts";
import type { RankedChunk } from "./knowledge-base-records.ts";

const chunk = (chunkId: string, score = 1): RankedChunk => ({
  chunkId,
  documentId: "doc",
  content: chunkId,
  score,
});

describe("fuseRankings (reciprocal rank fusion)", () => {
  it("puts a passage both rankings found above one found higher by only one", () => {
    const byText = [chunk("a", 9), chunk("b", 5), chunk("c", 1)];
    const byVector = [chunk("d", 0.9), chunk("b", 0.8)];
    const fused = fuseRankings([byText, byVector]);
    expect(fused.map((passage) => passage.chunkId)).toEqual(["b", "a", "d", "c"]);
    expect(fused[0]!.score).toBeCloseTo(1 / 62 + 1 / 62);
    expect(fused[1]!.score).toBeCloseTo(1 / 61);
  });

  it("ignores the lists' own scores, which are not comparable", () => {
    const fused = fuseRankings([[chunk("a", 1000)], [chunk("b", 0.001)]]);
    expect(fused.map((passage) => passage.score)).toEqual([1 / 61, 1 / 61]);
    expect(fused.map((passage) => passage.chunkId)).toEqual(["a", "b"]);
  });

  it("answers one ranking in its own order", () => {
    expect(fuseRankings([[chunk("z"), chunk("y")]]).map((passage) => passage.chunkId)).toEqual(["z", "y"]);
  });
});
