import { describe, expect, it } from "vitest";
import {
  contentWidth,
  ellipsis,
  fitLine,
  layoutText,
  textWidth,
  withEllipsis,
  wrapText,
} from "./scene-layout.ts";

describe("wrapText", () => {
  it("puts words on a line while they fit and never exceeds the width", () => {
    const text = "The quick brown fox jumps over the lazy dog again and again until the line is full.";
    const lines = wrapText(text, 400, 30);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(" ")).toBe(text);
    for (const line of lines) expect(textWidth(line, 30)).toBeLessThanOrEqual(400);
    // Greedy: the next line's first word would not have fitted on the line before.
    for (let i = 1; i < lines.length; i++) {
      const firstWord = lines[i]!.split(" ")[0]!;
      expect(textWidth(`${lines[i - 1]} ${firstWord}`, 30)).toBeGreaterThan(400);
    }
  });

  it("keeps line breaks, one blank line between paragraphs at most, none at the ends", () => {
    expect(wrapText("One.\nTwo.", 1000, 30)).toEqual(["One.", "Two."]);
    expect(wrapText("\n\nOne.\n\n\n\nTwo.\n\n", 1000, 30)).toEqual(["One.", "", "Two."]);
    expect(wrapText("  spaced    out  ", 1000, 30)).toEqual(["spaced out"]);
    expect(wrapText("", 1000, 30)).toEqual([]);
  });

  it("splits a word wider than a line, by whole characters", () => {
    const lines = wrapText(`go ${"😀".repeat(40)} end`, 300, 30);
    expect(lines[0]).toBe("go");
    expect(lines.at(-1)!.endsWith("end")).toBe(true);
    for (const line of lines) expect(textWidth(line, 30)).toBeLessThanOrEqual(300);
    expect(lines.join("").replaceAll(" ", "")).toBe(`go${"😀".repeat(40)}end`);
  });
});

describe("withEllipsis and fitLine", () => {
  it("shortens to the width and ends with an ellipsis, dropping dangling punctuation", () => {
    const cut = withEllipsis("Hello, wonderful world of speech", 200, 30);
    expect(cut.endsWith(ellipsis)).toBe(true);
    expect(textWidth(cut, 30)).toBeLessThanOrEqual(200);
    expect(withEllipsis("Hello, world", 2000, 30)).toBe("Hello, world…");
    expect(withEllipsis("Stop here. ", 2000, 30)).toBe("Stop here…");
  });

  it("leaves a line that fits alone", () => {
    expect(fitLine("Emma", 500, 30)).toBe("Emma");
    expect(fitLine("A very long voice name indeed", 100, 30).endsWith(ellipsis)).toBe(true);
  });
});

describe("layoutText", () => {
  it("uses the largest size at which a short text fits", () => {
    const layout = layoutText("Hello there.");
    expect(layout).toMatchObject({ fontSize: 56, lines: ["Hello there."], truncated: false });
  });

  it("steps down the size for longer texts", () => {
    const medium = layoutText("A sentence of moderate length. ".repeat(5).trim());
    expect(medium.fontSize).toBeLessThan(56);
    expect(medium.truncated).toBe(false);
  });

  it("truncates a text too long for six lines at the smallest size, with an ellipsis", () => {
    const layout = layoutText("The quick brown fox jumps over the lazy dog. ".repeat(40));
    expect(layout.truncated).toBe(true);
    expect(layout.fontSize).toBe(38);
    expect(layout.lines).toHaveLength(6);
    expect(layout.lines.at(-1)!.endsWith(ellipsis)).toBe(true);
    for (const line of layout.lines)
      expect(textWidth(line, layout.fontSize)).toBeLessThanOrEqual(contentWidth);
  });
});
