import { ExportOptionsSchema } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import type { TranscriptDocumentWriter, TranscriptParagraph } from "../../ports/transcript-documents.ts";
import { assembleWords } from "../assemble-words.ts";
import { cueSegments, wrapLines } from "./cue-segments.ts";
import { exportTranscript, toHtml, toSrt, toTxt, toVtt } from "./export-transcript.ts";
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

  it("answers every requested format in order", async () => {
    const formats = await exportTranscript(
      words,
      [options({ format: "segmented_json" }), options({ format: "html", include_timestamps: false })],
      recordingWriter().writer,
    );
    expect(formats.map((f) => f.fileExtension)).toEqual(["json", "html"]);
    expect(JSON.parse(formats[0]!.content).segments[0].speaker_id).toBe("speaker_0");
    expect(formats[1]!.content).toContain('<p><strong class="speaker">speaker_0</strong> one two');
  });

  it("builds WebVTT cues with dotted timecodes", () => {
    const vtt = toVtt(words, options({ format: "vtt", include_speakers: false }));
    const [header, first] = vtt.split("\n\n");
    expect(header).toBe("WEBVTT");
    expect(first!.split("\n")[0]).toMatch(/^00:00:00\.000 --> 00:00:0\d\.\d{3}$/);
  });

  it("keeps every subtitle cue within the lines per cue and characters per line", () => {
    for (const [width, lines] of [
      [12, 1],
      [12, 2],
      [20, 3],
    ] as const) {
      const srt = toSrt(
        words,
        options({
          format: "srt",
          max_characters_per_line: width,
          max_lines_per_cue: lines,
          include_speakers: false,
        }),
      );
      const cues = srt.trim().split("\n\n");
      for (const cue of cues) {
        const text = cue.split("\n").slice(2);
        expect(text.length).toBeLessThanOrEqual(lines);
        for (const line of text) expect(line.length).toBeLessThanOrEqual(width);
      }
      // Every word is still there, in order.
      expect(cues.flatMap((cue) => cue.split("\n").slice(2)).join(" ")).toBe(text);
    }
  });

  it("ends subtitle cues at the maximum segment duration", () => {
    const srt = toSrt(words, options({ format: "srt", max_segment_duration_s: 2, include_speakers: false }));
    for (const cue of srt.trim().split("\n\n")) {
      const [, times] = cue.split("\n");
      const [start, end] = times!.split(" --> ").map((code) => Number(code.slice(6).replace(",", ".")));
      expect(end! - start!).toBeLessThanOrEqual(2);
    }
  });

  it("breaks HTML paragraphs into lines at max_characters_per_line", () => {
    const html = toHtml(
      words,
      options({ format: "html", max_characters_per_line: 10, include_speakers: false }),
    );
    expect(html).toContain("one two<br>\nthree four<br>\nfive");
  });

  it("hands docx and pdf paragraphs to the document writer and answers them as base64", async () => {
    const { writer, calls } = recordingWriter();
    const formats = await exportTranscript(
      words,
      [options({ format: "docx" }), options({ format: "pdf", include_timestamps: false })],
      writer,
    );
    expect(formats.map((f) => [f.fileExtension, f.isBase64Encoded])).toEqual([
      ["docx", true],
      ["pdf", true],
    ]);
    expect(Buffer.from(formats[1]!.content, "base64").toString()).toBe("pdf:2");
    expect(calls[0]!.paragraphs[0]).toEqual({
      time: "00:00:00.000 - 00:00:04.800",
      speaker: "speaker_0",
      text: "one two three four five",
    });
    expect(calls[1]!.paragraphs[1]).toEqual({ speaker: "speaker_1", text: "six seven eight nine ten" });
  });
});

/** A document writer that keeps what it was asked to write and answers `<format>:<paragraphs>`. */
function recordingWriter() {
  const calls: { format: string; paragraphs: readonly TranscriptParagraph[] }[] = [];
  const writer: TranscriptDocumentWriter = {
    async write(format, document) {
      calls.push({ format, paragraphs: document.paragraphs });
      return new TextEncoder().encode(`${format}:${document.paragraphs.length}`);
    },
  };
  return { writer, calls };
}

describe("cue segments of a long transcript", () => {
  it("checks a cue's lines word by word, not by wrapping the whole cue again for every word", () => {
    // Issue 15: with wide lines and no other limit a cue can hold a whole transcript, and wrapping
    // it again for each word was quadratic (5,000 words: 0.7 s of the event loop).
    const words = Array.from({ length: 20_000 }, (_, index) => ({
      type: "word" as const,
      text: "word",
      start: index * 0.3,
      end: index * 0.3 + 0.25,
      speakerId: "speaker_0",
      logprob: 0,
    }));
    const work = { characters: 0 };
    const segments = cueSegments(
      words,
      { splitOnSpeaker: false, lines: { width: 1_000_000, count: 2 } },
      work,
    );
    expect(segments).toHaveLength(1);
    expect(segments[0]!.words).toHaveLength(words.length);
    expect(work.characters).toBeGreaterThan(0);
    expect(work.characters).toBeLessThanOrEqual(words.length * "word ".length);
  });
});
