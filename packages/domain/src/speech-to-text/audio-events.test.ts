import { describe, expect, it } from "vitest";
import type { TranscribedWord } from "../ports/transcription.ts";
import { assembleWords, transcriptText } from "./assemble-words.ts";
import { eventText, markAudioEvents, selectHeardWords, withDetectedEvents } from "./audio-events.ts";

const heard = (...texts: string[]): TranscribedWord[] =>
  texts.map((text, index) => ({ text, start: index, end: index + 0.5, confidence: 0.9 }));

describe("audio events and verbatim", () => {
  it("names events the ways engines write them", () => {
    expect(eventText("[Laughter]")).toBe("(laughter)");
    expect(eventText("(laughs)")).toBe("(laughter)");
    expect(eventText("*applause*")).toBe("(applause)");
    expect(eventText("++LAUGH++")).toBe("(laughter)");
    expect(eventText("[MUSIC].")).toBe("(music)");
    expect(eventText("♪")).toBe("(music)");
    expect(eventText("[door slams]")).toBe("(door slams)");
  });

  it("marks bracketed words and multi-word spans as one audio event over their times", () => {
    const marked = markAudioEvents(heard("Hello", "[door", "slams]", "there", "(laughs)"));
    expect(marked.map((w) => [w.text, w.type ?? "word", w.start, w.end])).toEqual([
      ["Hello", "word", 0, 0.5],
      ["(door slams)", "audio_event", 1, 2.5],
      ["there", "word", 3, 3.5],
      ["(laughter)", "audio_event", 4, 4.5],
    ]);
  });

  it("leaves a parenthesis that never closes as words", () => {
    expect(markAudioEvents(heard("(well", "I", "think")).every((w) => w.type === undefined)).toBe(true);
  });

  it("keeps events as audio_event entries only when tagged, and drops fillers when non-verbatim", () => {
    const words = heard("Um", "so", "[Music]", "uh,", "we", "start");
    const tagged = assembleWords(
      selectHeardWords(words, { tagAudioEvents: true, noVerbatim: false }),
      "word",
    );
    expect(tagged.filter((w) => w.type === "audio_event").map((w) => w.text)).toEqual(["(music)"]);
    expect(transcriptText(tagged)).toBe("Um so (music) uh, we start");

    const untagged = selectHeardWords(words, { tagAudioEvents: false, noVerbatim: false });
    expect(untagged.map((w) => w.text)).toEqual(["Um", "so", "uh,", "we", "start"]);

    const clean = selectHeardWords(words, { tagAudioEvents: true, noVerbatim: true });
    expect(clean.map((w) => w.text)).toEqual(["so", "we", "start"]);
  });

  it("adds detected noise and music where no word was heard, in time order", () => {
    const words = heard("one", "two", "three");
    const merged = withDetectedEvents(words, [
      { start: 0.6, end: 0.9, kind: "noise" },
      { start: 1.2, end: 1.8, kind: "music" },
      { start: 3, end: 4, kind: "music" },
    ]);
    expect(merged.map((w) => w.text)).toEqual(["one", "(noise)", "two", "three", "(music)"]);
    expect(merged.filter((w) => w.type === "audio_event").map((w) => [w.start, w.end])).toEqual([
      [0.6, 0.9],
      [3, 4],
    ]);
  });
});
