import { describe, expect, it } from "vitest";
import { normalizeText } from "./normalize-text.ts";
import type { NormalizedText } from "./offset-map.ts";

/** A small seeded generator (mulberry32) so failures reproduce. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Words no rule rewrites: they must come out exactly as they went in. */
const PLAIN_WORDS = ["hello", "world", "cat", "blue", "quickly", "Anna", "river", "über", "naïve", "日本"];

function generate(next: () => number): { text: string; plainWords: Array<{ start: number; word: string }> } {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const int = (max: number): number => Math.floor(next() * max);
  const pad = (value: number): string => String(value).padStart(2, "0");
  const tokens: Array<() => string> = [
    () => String(int(10 ** (1 + int(13)))),
    () => int(10_000_000).toLocaleString("en-US"),
    () => `${int(1000)}.${int(1000)}`,
    () => `-${int(100)}`,
    () =>
      `${pick(["$", "€", "£", "¥", "USD ", "-$"])}${int(5000)}${pick(["", ".99", ".5", "M", "k", " billion"])}`,
    () => `${int(200)}${pick(["%", " %", " km", "kg", " mph", "°C", " ft", " oz", "th", "st", "s"])}`,
    () => `${1000 + int(1100)}-${pad(int(14))}-${pad(int(33))}`,
    () => `${int(14)}/${int(33)}/${1900 + int(150)}`,
    () => `${pick(["March", "Jan.", "May", "Dec"])} ${int(35)}${pick(["", ", 2024", " 1999"])}`,
    () => `${int(26)}:${pad(int(62))}${pick(["", " pm", "am", " a.m."])}`,
    () => pick(["Mr.", "Mrs.", "Dr.", "St.", "e.g.", "i.e.", "etc.", "vs.", "No.", "approx.", "#"]),
    () => pick(["555-123-4567", "(555) 123-4567", "+44 20 7946 0958", "5551234567"]),
    () => `${int(50)}-${int(50)}`,
    () => pick(["mp3", "COVID-19", "1.2.3", "'90s", "1990s", "007", "3D", "in 1999", "since 2005"]),
    () => pick([",", ".", "!", "?", "(", ")", "—", ";", ":", '"', "...", "-", "…"]),
  ];
  const separators = [" ", " ", " ", " ", "  ", "\n", "\t", "\u00a0", "", "\u200b", "\n\n"];
  let text = "";
  const plainWords: Array<{ start: number; word: string }> = [];
  const count = 1 + int(25);
  for (let index = 0; index < count; index += 1) {
    if (next() < 0.35) {
      const word = pick(PLAIN_WORDS);
      // Plain words are always set off by spaces so no neighbouring token glues onto them.
      text += " ";
      plainWords.push({ start: text.length, word });
      text += `${word} `;
    } else {
      text += pick(tokens)();
    }
    text += pick(separators);
  }
  return { text, plainWords };
}

/**
 * Fails the test with a message built only when the property is broken. The checks below run some 100,000 times per
 * test, and vitest's `expect` costs enough per call to make the suite time out on a busy 2-core machine.
 */
function ensure(holds: boolean, describe: () => string): void {
  if (!holds) expect.fail(describe());
}

/** The structural guarantees every normalization must keep. */
function checkMap(original: string, result: NormalizedText): void {
  const segments = result.sourceSpans;
  let norm = 0;
  let orig = 0;
  for (const segment of segments) {
    const where = () => `segment ${JSON.stringify(segment)} of ${JSON.stringify(original)}`;
    ensure(
      segment.normStart === norm,
      () => `${where()} starts at normalized ${segment.normStart}, not ${norm}`,
    );
    ensure(
      segment.origStart === orig,
      () => `${where()} starts at original ${segment.origStart}, not ${orig}`,
    );
    ensure(segment.normEnd >= segment.normStart, () => `${where()} ends before it starts (normalized)`);
    ensure(segment.origEnd >= segment.origStart, () => `${where()} ends before it starts (original)`);
    if (segment.kind === "same") {
      ensure(
        segment.normEnd - segment.normStart === segment.origEnd - segment.origStart,
        () => `${where()} is "same" with different lengths`,
      );
      const normalized = result.text.slice(segment.normStart, segment.normEnd);
      const source = original.slice(segment.origStart, segment.origEnd);
      ensure(normalized === source, () => `${where()} is "same" but reads ${JSON.stringify(normalized)}`);
    }
    norm = segment.normEnd;
    orig = segment.origEnd;
  }
  expect(norm).toBe(result.text.length);
  expect(orig).toBe(original.length);
}

/** Every normalized word lands on an original span that is in bounds, in order, and shared only within a phrase. */
function checkWords(original: string, result: NormalizedText): void {
  const spokenIndexAt = (position: number): number =>
    result.sourceSpans.findIndex(
      (segment) => segment.kind === "spoken" && segment.normStart <= position && position < segment.normEnd,
    );
  let previous: { start: number; end: number; spoken: Set<number> } | undefined;
  const covered = new Array<boolean>(original.length).fill(false);
  for (const word of result.text.matchAll(/\S+/gu)) {
    const start = word.index;
    const end = start + word[0].length;
    const span = result.toOriginalSpan(start, end);
    const where = () =>
      `word ${JSON.stringify(word[0])} at ${start} → ${JSON.stringify(span)} of ${JSON.stringify(original)}`;
    ensure(span.start >= 0 && span.end <= original.length, () => `${where()} is out of bounds`);
    ensure(span.start < span.end, () => `${where()} is empty`);
    const spoken = new Set<number>();
    for (let position = start; position < end; position += 1) {
      const index = spokenIndexAt(position);
      if (index >= 0) spoken.add(index);
    }
    // A word made only of copied characters is the original word (minus any zero-width space removed inside it).
    if (spoken.size === 0) {
      const source = original.slice(span.start, span.end).replaceAll("\u200b", "");
      ensure(
        source === word[0],
        () => `${where()} is copied but the original reads ${JSON.stringify(source)}`,
      );
    }
    if (previous) {
      const before = previous;
      ensure(span.start >= before.start, () => `${where()} starts before the previous word's span`);
      ensure(span.end >= before.end, () => `${where()} ends before the previous word's span`);
      // Overlap is only allowed between words of one spoken phrase ("five dollars" ← "$5").
      ensure(
        span.start >= before.end || [...spoken].some((index) => before.spoken.has(index)),
        () => `${where()} overlaps the previous word's span outside one spoken phrase`,
      );
    }
    for (let position = span.start; position < span.end; position += 1) covered[position] = true;
    previous = { ...span, spoken };
  }
  // Nothing the user wrote is lost: every visible original character is under some spoken word.
  for (const [position, char] of [...original].entries()) {
    if (/[\s\u200b]/u.test(char) || char.length > 1) continue;
    if (!covered[position])
      expect.fail(`original character ${JSON.stringify(char)} at ${position} is not spoken`);
  }
}

describe("normalizeText properties over random text", () => {
  const next = random(20240305);
  const samples = Array.from({ length: 400 }, () => generate(next));

  it.each(["en", "en-GB", "de"])("keeps the offset map consistent (%s)", (language) => {
    for (const { text } of samples) {
      const result = normalizeText(text, { language, mode: "on" });
      checkMap(text, result);
      checkWords(text, result);
    }
  });

  it("maps unchanged words to themselves exactly", () => {
    for (const { text, plainWords } of samples) {
      const result = normalizeText(text, { language: "en", mode: "auto" });
      for (const { start, word } of plainWords) {
        const segment = result.sourceSpans.find(
          (candidate) => candidate.origStart <= start && start + word.length <= candidate.origEnd,
        );
        expect(segment?.kind, `${word} in ${JSON.stringify(text)}`).toBe("same");
        const normStart = segment!.normStart + (start - segment!.origStart);
        expect(result.text.slice(normStart, normStart + word.length)).toBe(word);
        expect(result.toOriginalSpan(normStart, normStart + word.length)).toEqual({
          start,
          end: start + word.length,
        });
      }
    }
  });

  it("leaves no ASCII digit unread in English", () => {
    for (const { text } of samples) {
      const result = normalizeText(text, { language: "en", mode: "on" });
      expect(result.text, JSON.stringify(text)).not.toMatch(/[0-9]/);
    }
  });

  it("is the identity when off", () => {
    for (const { text } of samples.slice(0, 50)) {
      const result = normalizeText(text, { language: "en", mode: "off" });
      expect(result.text).toBe(text);
      checkMap(text, result);
    }
  });
});
