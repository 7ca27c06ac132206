import { seededRandom } from "@chorus/domain";
import { describe, expect, it } from "vitest";
import { createFliteEngine } from "../speech-engines/flite/flite-engine.ts";
import { collectSynthesis } from "../speech-engines/testing/collect-synthesis.ts";
import { detectAudioEvents } from "./detect-audio-events.ts";

const rate = 16_000;

/** Silence with `fill` writing into [from, to) seconds. */
function recording(seconds: number, parts: { from: number; to: number; fill: (i: number) => number }[]) {
  const samples = new Int16Array(Math.round(seconds * rate));
  for (const part of parts)
    for (let i = Math.round(part.from * rate); i < Math.round(part.to * rate); i++)
      samples[i] = Math.round(part.fill(i));
  return samples;
}

describe("audio event detection", () => {
  it("finds a burst of noise and when it was", async () => {
    const random = seededRandom(7);
    const samples = recording(4, [{ from: 1, to: 2.5, fill: () => (random() * 2 - 1) * 9000 }]);
    const events = await detectAudioEvents(samples, rate);
    expect(events).toHaveLength(1);
    expect(events[0]!.kind).toBe("noise");
    expect(Math.abs(events[0]!.start - 1)).toBeLessThan(0.1);
    expect(Math.abs(events[0]!.end - 2.5)).toBeLessThan(0.1);
  });

  it("finds held notes as music", async () => {
    const note = (hz: number) => (i: number) =>
      6000 * Math.sin((2 * Math.PI * hz * i) / rate) + 2000 * Math.sin((4 * Math.PI * hz * i) / rate);
    const samples = recording(5, [
      { from: 0.5, to: 1.5, fill: note(440) },
      { from: 1.5, to: 2.5, fill: note(523.25) },
      { from: 2.5, to: 3.5, fill: note(659.25) },
    ]);
    const events = await detectAudioEvents(samples, rate);
    expect(events.map((event) => event.kind)).toEqual(["music"]);
  });

  it("finds nothing in silence, and no event in speech", async () => {
    expect(await detectAudioEvents(new Int16Array(rate * 2), rate)).toEqual([]);
    const flite = createFliteEngine({ workers: 1 });
    try {
      for (const voice of ["slt", "rms"]) {
        const spoken = await collectSynthesis(flite, {
          text: "The weather will be cold and windy this afternoon, so please bring a warm coat.",
          voice: { engine: "flite", engineVoiceId: voice },
          prosody: { rate: 1, pitch: 1, pitchRange: 0.5 },
        });
        expect(await detectAudioEvents(spoken.samples, rate)).toEqual([]);
      }
    } finally {
      await flite.close();
    }
  }, 30_000);
});
