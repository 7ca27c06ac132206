import { describe, expect, it } from "vitest";
import { clusterSpeakers } from "./cluster-speakers.ts";

/** Three tight groups of vectors, far apart: at (0,0), (20,0) and (0,20). */
const groups = [0, 0, 1, 1, 2, 2, 0, 1, 2].map((group, index) =>
  Float64Array.from([group === 1 ? 20 : 0, group === 2 ? 20 : 0].map((v) => v + (index % 3) * 0.1)),
);

describe("speaker clustering", () => {
  it("finds the groups by the distance threshold when no maximum is given", () => {
    expect(clusterSpeakers(groups)).toEqual([0, 0, 1, 1, 2, 2, 0, 1, 2]);
  });

  it("merges the closest groups past the threshold until at most maxClusters are left", () => {
    expect(new Set(clusterSpeakers(groups, undefined, 2)).size).toBe(2);
    expect(clusterSpeakers(groups, undefined, 1).every((label) => label === 0)).toBe(true);
    // A maximum above what the threshold finds changes nothing.
    expect(clusterSpeakers(groups, undefined, 5)).toEqual(clusterSpeakers(groups));
  });
});
