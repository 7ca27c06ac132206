import { describe, expect, it } from "vitest";
import { premadeVoices } from "../premade-voices.ts";
import { premadeVoiceFigures } from "./premade-voice-figures.ts";

describe("the shipped premade voice figures", () => {
  it("cover every premade voice and no other (else run: npx tsx scripts/measure-premade-voices.ts)", () => {
    expect(Object.keys(premadeVoiceFigures).sort()).toEqual(
      premadeVoices.map((voice) => voice.voiceId).sort(),
    );
    for (const figures of Object.values(premadeVoiceFigures)) expect(figures.f0MedianHz).toBeGreaterThan(0);
  });
});
