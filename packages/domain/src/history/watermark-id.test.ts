import { describe, expect, it } from "vitest";
import type { SynthesisPlan } from "../text-to-speech/prepare-synthesis.ts";
import { watermarkIdOf, watermarkIdOfPlan } from "./watermark-id.ts";

/** The fields the id reads; the rest of a plan does not decide the audio's mark. */
const plan = (changes: Partial<SynthesisPlan> = {}) =>
  ({
    requestId: "req-1",
    voice: { voice: { voiceId: "voice-1" } },
    model: { modelId: "eleven_multilingual_v2" },
    language: "en",
    settings: { stability: 0.5, similarityBoost: 0.75, style: 0, useSpeakerBoost: true, speed: 1 },
    format: { format: "mp3_44100_128" },
    originalText: "Hello there.",
    neighbours: {},
    seed: 7,
    ...changes,
  }) as unknown as SynthesisPlan;

describe("watermark ids", () => {
  it("are the same for the same request and seed, whatever its request id", () => {
    expect(watermarkIdOfPlan(plan())).toBe(watermarkIdOfPlan(plan({ requestId: "req-2" })));
  });

  it("differ when the seed, the text or the format differ", () => {
    const ids = new Set([
      watermarkIdOfPlan(plan()),
      watermarkIdOfPlan(plan({ seed: 8 })),
      watermarkIdOfPlan(plan({ originalText: "Hello there!" })),
      watermarkIdOfPlan(plan({ format: { format: "pcm_16000" } as SynthesisPlan["format"] })),
    ]);
    expect(ids.size).toBe(4);
  });

  it("are unsigned 32-bit and never 0 (0 marks audio without a history item)", () => {
    for (const text of ["", "a", "b", "history item"]) {
      const id = watermarkIdOf(text);
      expect(id).toBeGreaterThan(0);
      expect(id).toBeLessThan(2 ** 32);
      expect(Number.isInteger(id)).toBe(true);
    }
  });
});
