import { describe, expect, it } from "vitest";
import { soundEffectCost } from "./sound-effect-cost.ts";

describe("soundEffectCost (spec 001 §9)", () => {
  it("is 200 credits when the duration is automatic", () => expect(soundEffectCost(undefined)).toBe(200));
  it("is 40 credits per second otherwise, rounded up to a whole credit", () => {
    expect(soundEffectCost(0.5)).toBe(20);
    expect(soundEffectCost(1.1)).toBe(44);
    expect(soundEffectCost(1.01)).toBe(41);
    expect(soundEffectCost(22)).toBe(880);
  });
});
