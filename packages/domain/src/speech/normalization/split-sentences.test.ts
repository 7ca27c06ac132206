import { describe, expect, it } from "vitest";
import { splitSentences } from "./split-sentences.ts";

const pieces = (text: string, language = "en"): string[] =>
  splitSentences(text, language).map((span) => text.slice(span.start, span.end));

/** Spans tile the text: start at 0, touch each other, end at the end, none empty. */
function expectTiles(text: string, spans: Array<{ start: number; end: number }>): void {
  if (text.length === 0) {
    expect(spans).toEqual([]);
    return;
  }
  expect(spans[0]?.start).toBe(0);
  expect(spans.at(-1)?.end).toBe(text.length);
  for (const [index, span] of spans.entries()) {
    expect(span.end).toBeGreaterThan(span.start);
    if (index > 0) expect(span.start).toBe(spans[index - 1]?.end);
  }
}

describe("splitSentences", () => {
  it.each<[string, string, string[]]>([
    [
      "after full stops, questions and exclamations followed by space",
      "The weather is lovely today. Shall we go for a walk outside? What a wonderful idea that is!",
      ["The weather is lovely today. ", "Shall we go for a walk outside? ", "What a wonderful idea that is!"],
    ],
    [
      "not after titles, Latin shorthands or initials",
      "Mr. Smith met Dr. Jones at St. Mary's church. J. K. Rowling wrote books, e.g. Harry Potter ones.",
      [
        "Mr. Smith met Dr. Jones at St. Mary's church. ",
        "J. K. Rowling wrote books, e.g. Harry Potter ones.",
      ],
    ],
    [
      "not at decimal points or inside numbers",
      "The value of pi is roughly 3.14159 in most books. It has been known for 2,000 years.",
      ["The value of pi is roughly 3.14159 in most books. ", "It has been known for 2,000 years."],
    ],
    [
      "not before a lower-case continuation",
      "He paused for a while... then he carried on talking. Everyone was listening closely.",
      ["He paused for a while... then he carried on talking. ", "Everyone was listening closely."],
    ],
    [
      "after an ellipsis and closing quotes",
      'She whispered "we should leave now." Then the lights went out… Nobody moved at all.',
      ['She whispered "we should leave now." ', "Then the lights went out… ", "Nobody moved at all."],
    ],
    [
      "at blank lines even without punctuation",
      "A heading without a stop\n\nThe first paragraph starts right here.",
      ["A heading without a stop\n\n", "The first paragraph starts right here."],
    ],
    [
      "not after No. or references before numbers",
      "Please read chapter No. 5 of the book carefully. It explains everything we need.",
      ["Please read chapter No. 5 of the book carefully. ", "It explains everything we need."],
    ],
    [
      "merging short fragments with the next sentence",
      "Hi! Yes. I am here and ready to begin the session.",
      ["Hi! Yes. I am here and ready to begin the session."],
    ],
    [
      "merging a short last fragment with the one before",
      "This is a perfectly normal sentence here. Bye.",
      ["This is a perfectly normal sentence here. Bye."],
    ],
  ])("splits %s", (_, text, expected) => {
    expect(pieces(text)).toEqual(expected);
    expectTiles(text, splitSentences(text, "en"));
  });

  it("splits Chinese and Japanese after full-width marks without spaces", () => {
    expect(pieces("今天天气很好，我们去公园散步吧。你觉得怎么样呢？我觉得这是个好主意！", "zh")).toEqual([
      "今天天气很好，我们去公园散步吧。",
      "你觉得怎么样呢？",
      "我觉得这是个好主意！",
    ]);
    expect(pieces("今日はとても良い天気ですね。散歩に行きましょうか？", "ja")).toEqual([
      "今日はとても良い天気ですね。",
      "散歩に行きましょうか？",
    ]);
  });

  it("splits Hindi at the danda and Arabic at its question mark", () => {
    expect(pieces("आज मौसम बहुत अच्छा है और धूप खिली है। क्या हम बाहर घूमने चलें?", "hi")).toEqual([
      "आज मौसम बहुत अच्छा है और धूप खिली है। ",
      "क्या हम बाहर घूमने चलें?",
    ]);
    expect(pieces("هل تريد أن نذهب إلى الحديقة اليوم؟ الطقس جميل جدا في الخارج.", "ar")).toEqual([
      "هل تريد أن نذهب إلى الحديقة اليوم؟ ",
      "الطقس جميل جدا في الخارج.",
    ]);
  });

  it("cuts an over-long sentence at clause marks, then spaces, keeping pieces within the limit", () => {
    const clause = "and then the story went on for quite a while longer";
    const text = `${Array.from({ length: 12 }, () => clause).join(", ")}.`;
    const spans = splitSentences(text, "en");
    expectTiles(text, spans);
    expect(spans.length).toBeGreaterThan(1);
    for (const piece of pieces(text)) {
      expect(piece.trimEnd().length).toBeLessThanOrEqual(300);
      expect(piece.trimEnd().endsWith(",") || piece.endsWith(".")).toBe(true);
    }
    const noCommas = Array.from({ length: 100 }, () => "word").join(" ");
    for (const piece of pieces(noCommas)) {
      expect(piece.trimEnd().length).toBeLessThanOrEqual(300);
      expect(piece.startsWith("word")).toBe(true);
    }
  });

  it("does not cut inside a number's thousands separator", () => {
    const text = `Totals: ${Array.from({ length: 60 }, () => "12,500").join(" plus ")}.`;
    for (const piece of pieces(text)) expect(piece).not.toMatch(/^\d{3}\b/);
  });

  it("cuts unbroken text hard at the limit without splitting surrogate pairs", () => {
    const text = "😀".repeat(400);
    const spans = splitSentences(text, "en");
    expectTiles(text, spans);
    for (const span of spans) {
      expect(text.charCodeAt(span.start)).toBe(0xd83d);
      expect(span.end - span.start).toBeLessThanOrEqual(300);
    }
  });

  it("uses shorter pieces for unspaced scripts", () => {
    const text = `${"我们".repeat(100)}。`;
    for (const span of splitSentences(text, "zh")) expect(span.end - span.start).toBeLessThanOrEqual(120);
  });

  it("returns nothing for empty text and one span for whitespace or a fragment", () => {
    expect(splitSentences("", "en")).toEqual([]);
    expect(splitSentences("   ", "en")).toEqual([{ start: 0, end: 3 }]);
    expect(splitSentences("Hi.", "en")).toEqual([{ start: 0, end: 3 }]);
  });
});

describe("splitSentences covers random text exactly", () => {
  let state = 7;
  const next = (): number => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const parts = [
    "word",
    "Mr.",
    "3.14",
    "e.g.",
    "!",
    "?",
    ". ",
    "… ",
    "。",
    "？",
    "।",
    "؟",
    ", ",
    "; ",
    "\n\n",
    " ",
    "  ",
    "😀",
    "A.",
    '"',
    ")",
    "x".repeat(40),
  ];

  it.each(["en", "zh", "hi", "de"])("for language %s", (language) => {
    for (let sample = 0; sample < 300; sample += 1) {
      const length = Math.floor(next() * 200);
      let text = "";
      for (let index = 0; index < length; index += 1) text += parts[Math.floor(next() * parts.length)];
      const spans = splitSentences(text, language);
      expectTiles(text, spans);
      const maxChars = language === "zh" ? 120 : 300;
      for (const span of spans)
        expect(text.slice(span.start, span.end).trimEnd().length).toBeLessThanOrEqual(maxChars);
    }
  });
});
