import { ExportOptionsSchema } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { assembleWords } from "../assemble-words.ts";
import { cueSegments, wrapLines } from "./cue-segments.ts";
import { exportTranscript, toSrt, toTxt } from "./export-transcript.ts";
import { timecode } from "./timecodes.ts";

const text = "one two three four five six seven eight nine ten";
const words = assembleWords(
  text.split(" ").map((word, index) => ({ text: word, start: index, end: index + 0.8, confidence: 1 })),
  "word",
  (word) => (word.start < 5 ? "speaker_0" : "speaker_1"),
);
const options = (raw: Record<string, unknown>) => ExportOptionsSchema.parse(raw);

describe("transcript exports", () => {
  it("formats SubRip and text timecodes", () => {
    expect(timecode(3723.4567)).toBe("01:02:03,457");
    expect(timecode(0.5, ".")).toBe("00:00:00.500");
  });

  it("wraps lines at spaces within the width", () => {
    expect(wrapLines("aa bb cc dd", 5)).toEqual(["aa bb", "cc dd"]);
    expect(wrapLines("averylongword x", 4)).toEqual(["averylongword", "x"]);
  });

  it("ends segments at the duration, character, pause and speaker limits", () => {
    expect(cueSegments(words, { maxDurationSeconds: 3, splitOnSpeaker: false }).map((s) => s.text)).toEqual([
      "one two three",
      "four five six",
      "seven eight nine",
      "ten",
    ]);
    expect(cueSegments(words, { maxChars: 10, splitOnSpeaker: false })[0]!.text).toBe("one two");
    expect(cueSegments(words, { splitOnSpeaker: true }).map((s) => s.speakerId)).toEqual([
      "speaker_0",
      "speaker_1",
    ]);
    expect(cueSegments(words, { silenceSeconds: 0.1, splitOnSpeaker: false })).toHaveLength(10);
  });

  it("builds numbered SubRip cues within the line width", () => {
    const srt = toSrt(
      words,
      options({ format: "srt", max_characters_per_line: 12, include_speakers: false }),
    );
    expect(srt.startsWith("1\n00:00:00,000 --> ")).toBe(true);
    for (const block of srt.trim().split("\n\n")) {
      const [, , ...lines] = block.split("\n");
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(12);
    }
  });

  it("builds text with speakers and time ranges", () => {
    const txt = toTxt(words, options({ format: "txt" }));
    expect(txt).toContain("[00:00:00.000 - 00:00:04.800] speaker_0: one two three four five");
    expect(txt).toContain("speaker_1: six seven");
  });

  it("answers every requested format in order and refuses docx", () => {
    const formats = exportTranscript(words, [
      options({ format: "segmented_json" }),
      options({ format: "html", include_timestamps: false }),
    ]);
    expect(formats.map((f) => f.fileExtension)).toEqual(["json", "html"]);
    expect(JSON.parse(formats[0]!.content).segments[0].speaker_id).toBe("speaker_0");
    expect(formats[1]!.content).toContain('<p><strong class="speaker">speaker_0</strong> one two');
    expect(() => exportTranscript(words, [options({ format: "docx" })])).toThrow(/docx/);
  });
});
