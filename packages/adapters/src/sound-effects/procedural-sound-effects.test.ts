import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { proceduralSoundEffects, synthesizeSoundEffect } from "./synthesize-sound-effect.ts";

/** The heaviest effect a request may ask for: the longest duration, the highest rate, a looped bell. */
const heaviest = {
  prompt: "a distant church bell ringing",
  durationSeconds: 22,
  loop: true,
  promptInfluence: 1,
  sampleRate: 44_100,
  seed: 7,
};

describe("proceduralSoundEffects", () => {
  it("makes in its worker thread the same samples as in process", async () => {
    const request = { ...heaviest, durationSeconds: 2 };
    const effect = await proceduralSoundEffects.generate(request);
    const local = synthesizeSoundEffect(request);
    expect(effect).toMatchObject({ recipe: local.recipe, match: local.match, seed: local.seed });
    expect(Buffer.compare(Buffer.from(effect.samples.buffer), Buffer.from(local.samples.buffer))).toBe(0);
  });

  it("leaves the event loop free while it renders the heaviest effect", async () => {
    // Rendering 22 s at 44.1 kHz took from tens to hundreds of milliseconds on the main thread.
    let turns = 0;
    let rendering = true;
    const counting = (async () => {
      while (rendering) {
        await nextTurn();
        turns++;
      }
    })();
    const effect = await proceduralSoundEffects.generate(heaviest);
    rendering = false;
    await counting;
    expect(effect.samples.length).toBeGreaterThanOrEqual(22 * 44_100);
    expect(turns).toBeGreaterThan(10);
  });
});
