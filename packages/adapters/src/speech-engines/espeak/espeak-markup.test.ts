import { describe, expect, it } from "vitest";
import { toEspeakMarkup } from "./espeak-markup.ts";

describe("toEspeakMarkup", () => {
  it("escapes markup characters and maps every markup code point back to the original text", () => {
    const text = "a<b & c>d";
    const { markup, sourceOffsets } = toEspeakMarkup(text);
    expect(markup).toBe("a&lt;b &amp; c&gt;d");
    expect([...markup].length + 1).toBe(sourceOffsets.length);
    // "b" is code point 5 of the markup and offset 2 of the text; the entity's 4 code points all point at "<".
    expect(sourceOffsets[5]).toBe(2);
    expect([...sourceOffsets.slice(1, 5)]).toEqual([1, 1, 1, 1]);
    expect(sourceOffsets[sourceOffsets.length - 1]).toBe(text.length);
  });

  it("counts in code points, as eSpeak does, while offsets stay UTF-16", () => {
    const text = "😀 hi";
    const { markup, sourceOffsets } = toEspeakMarkup(text);
    expect(markup).toBe(text);
    expect([...sourceOffsets]).toEqual([0, 2, 3, 4, 5]);
  });

  it("splits [[ so eSpeak does not read the text as phonemes, and blanks control characters", () => {
    const { markup, sourceOffsets } = toEspeakMarkup("[[h@l'oU]]\u0000x");
    expect(markup).toBe("[ [h@l'oU]] x");
    expect(sourceOffsets[1]).toBe(1);
    expect(sourceOffsets[2]).toBe(1);
  });
});
