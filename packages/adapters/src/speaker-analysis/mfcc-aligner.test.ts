import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { computeWarpRows, mfccAudioAligner, warpOf } from "./mfcc-aligner.ts";

const sampleRate = 16_000;

/** `seconds` of a gliding tone with seeded noise: something with features that change over time. */
function recording(seconds: number, seed: number): Int16Array {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  let state = seed;
  for (let i = 0; i < samples.length; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const t = i / sampleRate;
    samples[i] = Math.round(
      6000 * Math.sin(2 * Math.PI * (200 + 40 * Math.sin(t)) * t) + (state % 2000) - 1000,
    );
  }
  return samples;
}

describe("mfccAudioAligner", () => {
  it("answers the warp the computation gives in process", async () => {
    const local = warpOf(computeWarpRows(recording(8, 1), recording(10, 2), sampleRate));
    const warp = await mfccAudioAligner.align(recording(8, 1), recording(10, 2), sampleRate);
    for (const seconds of [0, 1.5, 4, 7.9])
      expect(warp.targetSeconds(seconds)).toBe(local.targetSeconds(seconds));
    expect(warp.loss(2, 3)).toBe(local.loss(2, 3));
    expect(warp.loss()).toBe(local.loss());
  });

  it("leaves the event loop free while it works", async () => {
    // Issue 15: MFCC and the warp of two 30-second recordings held the main thread for about a
    // second (an hour of audio: a minute), and every other request waited.
    let turns = 0;
    let aligning = true;
    const counting = (async () => {
      while (aligning) {
        await nextTurn();
        turns++;
      }
    })();
    await mfccAudioAligner.align(recording(30, 3), recording(30, 4), sampleRate);
    aligning = false;
    await counting;
    expect(turns).toBeGreaterThan(10);
  });

  it("stops when its request is aborted, and aligns the next one", async () => {
    const controller = new AbortController();
    const running = mfccAudioAligner.align(recording(30, 5), recording(30, 6), sampleRate, controller.signal);
    controller.abort(new Error("client went away"));
    await expect(running).rejects.toThrow("client went away");
    const warp = await mfccAudioAligner.align(recording(2, 7), recording(2, 8), sampleRate);
    expect(warp.loss()).toBeGreaterThan(0);
  });
});
