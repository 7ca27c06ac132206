import { subscriptionTiers } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { videoWatermarkRequired } from "./video-watermark.ts";

describe("videoWatermarkRequired", () => {
  it("marks videos below Creator and not from Creator on", () => {
    const marked = subscriptionTiers.filter(videoWatermarkRequired);
    expect(marked).toEqual(["free", "grant_tier_1_2025_07_23", "grant_tier_2_2025_07_23", "starter"]);
    for (const tier of [
      "creator",
      "pro",
      "growing_business",
      "scale_2024_08_10",
      "trial",
      "enterprise",
    ] as const) {
      expect(videoWatermarkRequired(tier)).toBe(false);
    }
  });
});
