import { describe, expect, it } from "vitest";
import { cutAudio, evenlySpreadExcerpts, secondsOf, selectedRanges, slicesOf } from "./selected-audio.ts";

const sample = {
  id: "s1",
  durationSeconds: 100,
  trimStartMs: null,
  trimEndMs: null,
  speakers: null,
  selectedSpeakerIds: null,
};

describe("selected audio", () => {
  it("is the whole sample, the trimmed part, or the chosen speakers inside the trim", () => {
    expect(selectedRanges(sample)).toEqual([{ start: 0, end: 100 }]);
    expect(selectedRanges({ ...sample, trimStartMs: 10_000, trimEndMs: 90_000 })).toEqual([
      { start: 10, end: 90 },
    ]);
    const speakers = [
      {
        speakerId: "speaker_0",
        durationSeconds: 20,
        utterances: [
          { start: 5, end: 15 },
          { start: 40, end: 50 },
        ],
      },
      { speakerId: "speaker_1", durationSeconds: 10, utterances: [{ start: 20, end: 30 }] },
    ];
    expect(
      selectedRanges({ ...sample, trimStartMs: 10_000, speakers, selectedSpeakerIds: ["speaker_0"] }),
    ).toEqual([
      { start: 10, end: 15 },
      { start: 40, end: 50 },
    ]);
    expect(selectedRanges({ ...sample, speakers, selectedSpeakerIds: null })).toEqual([
      { start: 0, end: 100 },
    ]);
  });

  it("cuts long samples into slices of at most 30 minutes of audio", () => {
    const long = { ...sample, durationSeconds: 4000 };
    const slices = slicesOf(long);
    expect(slices.map((s) => s.sliceId)).toEqual(["s1_0", "s1_1", "s1_2"]);
    expect(slices.map((s) => secondsOf(s.ranges))).toEqual([1800, 1800, 400]);
    expect(slicesOf(sample).map((s) => secondsOf(s.ranges))).toEqual([100]);
  });

  it("spreads analysis excerpts evenly over the selected audio", () => {
    const excerpts = evenlySpreadExcerpts([{ start: 0, end: 1000 }], 4, 10);
    expect(excerpts).toEqual([
      { start: 120, end: 130 },
      { start: 370, end: 380 },
      { start: 620, end: 630 },
      { start: 870, end: 880 },
    ]);
    expect(
      secondsOf(
        evenlySpreadExcerpts(
          [
            { start: 0, end: 30 },
            { start: 60, end: 90 },
          ],
          3,
          10,
        ),
      ),
    ).toBeCloseTo(30);
    expect(evenlySpreadExcerpts([{ start: 0, end: 20 }], 4, 10)).toEqual([{ start: 0, end: 20 }]);
  });

  it("cuts ranges out of PCM", () => {
    const pcm = Int16Array.from({ length: 100 }, (_, i) => i);
    expect([
      ...cutAudio(pcm, 10, [
        { start: 1, end: 2 },
        { start: 5, end: 5.3 },
      ]),
    ]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 50, 51, 52]);
  });
});
