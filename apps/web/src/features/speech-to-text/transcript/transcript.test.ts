import type { SpeechToTextChunkResponse } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { wordAt, wordTimeline } from "./active-word.ts";
import { retimeSegment } from "./edit-segment-text.ts";
import { buildExport, defaultCueSettings } from "./transcript-exports.ts";
import {
  type EditorWord,
  segmentsFromResponse,
  type TranscriptDocument,
  wordsText,
} from "./transcript-model.ts";

/** An API answer for words spoken back to back, `[text, start, end, speaker]`, with spacings between. */
function answer(words: [string, number, number, string?][]): SpeechToTextChunkResponse {
  return {
    language_code: "eng",
    language_probability: 1,
    text: words.map(([text]) => text).join(" "),
    words: words.flatMap(([text, start, end, speaker], index) => [
      ...(index > 0 ? [{ text: " ", start, end: start, type: "spacing" as const, logprob: 0 }] : []),
      {
        text,
        start,
        end,
        type: text.startsWith("(") ? ("audio_event" as const) : ("word" as const),
        speaker_id: speaker ?? "speaker_0",
        logprob: 0,
      },
    ]),
  };
}

const timed = (text: string, start: number, end: number): EditorWord => ({ text, start, end, event: false });

describe("segmentsFromResponse", () => {
  it("groups words into speaker turns and cuts a turn at a long pause", () => {
    const segments = segmentsFromResponse(
      answer([
        ["hello", 0, 0.4],
        ["there", 0.5, 0.9],
        ["(laughter)", 1, 1.5, "speaker_1"],
        ["yes", 1.6, 1.9, "speaker_1"],
        ["later", 4, 4.5, "speaker_1"],
      ]),
    );
    expect(segments.map((segment) => [segment.speakerId, wordsText(segment.words)])).toEqual([
      ["speaker_0", "hello there"],
      ["speaker_1", "(laughter) yes"],
      ["speaker_1", "later"],
    ]);
    expect(segments[1]!.words[0]!.event).toBe(true);
  });
});

describe("retimeSegment", () => {
  const before = [timed("the", 1, 1.2), timed("cat", 1.3, 1.6), timed("sat", 1.7, 2)];

  it("keeps the times of words that survive an edit", () => {
    const after = retimeSegment(before, "The cat, sat");
    expect(after.map((word) => [word.text, word.start, word.end])).toEqual([
      ["The", 1, 1.2],
      ["cat,", 1.3, 1.6],
      ["sat", 1.7, 2],
    ]);
  });

  it("shares the time between kept neighbours among new words, by length", () => {
    const after = retimeSegment(before, "the dog really sat");
    expect(after[0]).toMatchObject({ text: "the", start: 1, end: 1.2 });
    expect(after[3]).toMatchObject({ text: "sat", start: 1.7, end: 2 });
    // "dog" and "really" fill 1.2–1.7 in proportion 3:6.
    expect(after[1]!.start).toBeCloseTo(1.2);
    expect(after[1]!.end).toBeCloseTo(1.2 + 0.5 / 3);
    expect(after[2]!.end).toBeCloseTo(1.7);
  });

  it("marks bracketed tokens as audio events and leaves untimed transcripts untimed", () => {
    const after = retimeSegment([{ text: "hi", start: null, end: null, event: false }], "hi [music]");
    expect(after).toEqual([
      { text: "hi", start: null, end: null, event: false },
      { text: "[music]", start: null, end: null, event: true },
    ]);
  });
});

describe("wordAt", () => {
  const segments = segmentsFromResponse(
    answer([
      ["one", 0, 0.5],
      ["two", 0.6, 1],
      ["three", 3, 3.5],
    ]),
  );
  const timeline = wordTimeline(segments);

  it("finds the word being spoken and nothing in a long silence", () => {
    expect(wordAt(timeline, 0.7)).toMatchObject({ segment: 0, word: 1 });
    expect(wordAt(timeline, 0.55)).toMatchObject({ word: 0 });
    expect(wordAt(timeline, 2)).toBeNull();
    expect(wordAt(timeline, 3.1)).toMatchObject({ segment: 1, word: 0 });
  });
});

describe("buildExport", () => {
  const document: TranscriptDocument = {
    id: "t",
    fileName: "talk.mp3",
    createdAt: 0,
    languageCode: "eng",
    durationSeconds: 6,
    timed: true,
    speakerNames: { speaker_0: "Ada" },
    segments: segmentsFromResponse(
      answer([
        ["good", 0.5, 0.8],
        ["morning", 0.9, 1.4],
        ["everyone", 1.5, 2.1],
        ["welcome", 2.2, 2.6, "speaker_1"],
      ]),
    ),
  };
  const speakerName = (id: string) => document.speakerNames[id] ?? `Speaker ${Number(id.slice(-1)) + 1}`;

  it("writes SubRip cues per speaker turn, cut at the cue's character limit", () => {
    const settings = { ...defaultCueSettings, maxCharactersPerLine: 20, linesPerCue: 1 };
    const { content } = buildExport("srt", { document, settings, speakerName });
    expect(content).toBe(
      [
        "1\n00:00:00,500 --> 00:00:01,400\nAda: good morning",
        "2\n00:00:01,500 --> 00:00:02,100\nAda: everyone",
        "3\n00:00:02,200 --> 00:00:02,600\nSpeaker 2: welcome",
      ]
        .join("\n\n")
        .concat("\n"),
    );
  });

  it("writes WebVTT with voice spans and text with times and names", () => {
    const vtt = buildExport("vtt", { document, settings: defaultCueSettings, speakerName }).content;
    expect(vtt).toBe(
      "WEBVTT\n\n00:00:00.500 --> 00:00:02.100\n<v Ada>good morning everyone\n\n00:00:02.200 --> 00:00:02.600\n<v Speaker 2>welcome\n",
    );
    const txt = buildExport("txt", { document, settings: defaultCueSettings, speakerName }).content;
    expect(txt).toBe("[00:00:00.500] Ada: good morning everyone\n\n[00:00:02.200] Speaker 2: welcome\n");
  });
});
