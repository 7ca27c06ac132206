import { describe, expect, it } from "vitest";
import { UncommittedAudio } from "./uncommitted-audio.ts";

const frame = 0.03;
const rule = { silenceSeconds: 0.6, minSpeechSeconds: 0.1, minSilenceSeconds: 0.1 };
/** `seconds` of audio at 16 kHz with every 30 ms frame voiced or not. */
const push = (audio: UncommittedAudio, seconds: number, voiced: boolean) => {
  const frames = Math.round(seconds / frame);
  audio.append(new Int16Array(frames * 480), new Array(frames).fill(voiced));
};

describe("UncommittedAudio", () => {
  it("ends speech only after speech followed by the silence threshold", () => {
    const audio = new UncommittedAudio(16_000, frame);
    push(audio, 0.9, false);
    expect(audio.heardSpeech(rule)).toBe(false);
    expect(audio.speechEnded(rule)).toBe(false);
    push(audio, 0.6, true);
    push(audio, 0.3, false);
    expect(audio.heardSpeech(rule)).toBe(true);
    expect(audio.speechEnded(rule)).toBe(false);
    push(audio, 0.3, false);
    expect(audio.speechEnded(rule)).toBe(true);
  });

  it("ignores bursts shorter than the minimum speech and bridges gaps shorter than the minimum silence", () => {
    const audio = new UncommittedAudio(16_000, frame);
    push(audio, 0.06, true);
    push(audio, 1, false);
    expect(audio.heardSpeech(rule)).toBe(false);
    push(audio, 0.06, true);
    push(audio, 0.06, false);
    push(audio, 0.06, true);
    expect(audio.heardSpeech(rule)).toBe(true);
  });

  it("hands over a segment and starts the next where it ended; dropped silence moves the clock", () => {
    const audio = new UncommittedAudio(16_000, frame);
    push(audio, 1.5, false);
    audio.dropSilenceBefore(0.5);
    expect(audio.seconds).toBeCloseTo(0.5, 6);
    expect(audio.startSeconds).toBeCloseTo(1, 6);
    push(audio, 0.9, true);
    const taken = audio.take();
    expect(taken.startSeconds).toBeCloseTo(1, 6);
    expect(taken.seconds).toBeCloseTo(1.4, 6);
    expect(taken.samples).toHaveLength(Math.round(1.4 * 16_000));
    expect(audio.seconds).toBe(0);
    expect(audio.startSeconds).toBeCloseTo(2.4, 6);
    expect(audio.heardSpeech(rule)).toBe(false);
  });
});
