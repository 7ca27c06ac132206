import type { WordTiming } from "@chorus/domain";
import { describe, expect, it } from "vitest";
import { toEspeakMarkup } from "./espeak-markup.ts";
import type { EspeakWordEvent } from "./espeak-protocol.ts";
import { EspeakWordTimings } from "./espeak-word-timings.ts";

// Event sequences recorded from this eSpeak-NG build (text_position, word_length, audio_position).
const ev = (textPosition: number, length: number, audioMs: number): EspeakWordEvent => ({
  textPosition,
  length,
  audioMs,
});

function timings(text: string, events: EspeakWordEvent[], totalMs: number) {
  const { sourceOffsets } = toEspeakMarkup(text);
  const tracker = new EspeakWordTimings(text, sourceOffsets);
  const words: WordTiming[] = [...tracker.add(events), ...tracker.finish(totalMs)];
  return words.map((w) => [text.slice(w.charStart, w.charEnd), w.startMs, w.endMs]);
}

describe("EspeakWordTimings", () => {
  it("merges the two events of a spoken number into the written number", () => {
    const text = "Hello world, it is 42 degrees.";
    const events = [
      ev(1, 5, 0),
      ev(7, 5, 296),
      ev(14, 2, 887),
      ev(17, 2, 989),
      ev(20, 2, 1125),
      ev(21, 2, 1460),
      ev(23, 7, 1668),
    ];
    expect(timings(text, events, 2217)).toEqual([
      ["Hello", 0, 296],
      ["world", 296, 887],
      ["it", 887, 989],
      ["is", 989, 1125],
      ["42", 1125, 1668],
      ["degrees", 1668, 2217],
    ]);
  });

  it("widens a zero-length word (curly quote) and keeps non-ASCII offsets right", () => {
    const text = "Café “quoted” naïve — ok.";
    const events = [ev(1, 4, 0), ev(7, 0, 525), ev(15, 5, 1119), ev(23, 2, 1792)];
    expect(timings(text, events, 2237).map(([word]) => word)).toEqual(["Café", "quoted", "naïve", "ok"]);
  });

  it("absorbs the overlapping events of a decimal and the extra event of an emoji", () => {
    const text = "Numbers: 1,234.5 and 3rd! Emoji 😀 here.";
    const events = [
      ev(1, 7, 0),
      ev(10, 2, 772),
      ev(11, 2, 1013),
      ev(12, 5, 1499),
      ev(13, 5, 2137),
      ev(13, 5, 2451),
      ev(18, 3, 3465),
      ev(22, 1, 3665),
      ev(27, 5, 4411),
      ev(33, 1, 4762),
      ev(34, 1, 5096),
      ev(35, 4, 5386),
    ];
    expect(timings(text, events, 5774)).toEqual([
      ["Numbers", 0, 772],
      ["1,234.5", 772, 3465],
      ["and", 3465, 3665],
      ["3", 3665, 4411],
      ["Emoji", 4411, 4762],
      ["😀", 4762, 5386],
      ["here", 5386, 5774],
    ]);
  });

  it("maps positions in escaped markup back to the original text", () => {
    const text = "a < b & c";
    // Markup "a &lt; b &amp; c": b is code point 8, & is 10 (its entity), c is 16.
    const events = [ev(1, 1, 0), ev(8, 1, 192), ev(10, 5, 384), ev(16, 1, 603)];
    expect(timings(text, events, 932).map(([word]) => word)).toEqual(["a", "b", "&", "c"]);
  });

  it("emits a word only once the next one starts, and the last at the end", () => {
    const text = "one two";
    const { sourceOffsets } = toEspeakMarkup(text);
    const tracker = new EspeakWordTimings(text, sourceOffsets);
    expect(tracker.add([ev(1, 3, 0)])).toEqual([]);
    expect(tracker.add([ev(5, 3, 400)])).toEqual([{ charStart: 0, charEnd: 3, startMs: 0, endMs: 400 }]);
    expect(tracker.finish(900)).toEqual([{ charStart: 4, charEnd: 7, startMs: 400, endMs: 900 }]);
  });
});
