import { describe, expect, it } from "vitest";
import { normalizeText } from "./normalize-text.ts";

const read = (text: string): string => normalizeText(text, { language: "en", mode: "on" }).text;

describe("phone numbers and identifiers", () => {
  it.each([
    ["555-123-4567", "five five five, one two three, four five six seven"],
    ["555.123.4567", "five five five, one two three, four five six seven"],
    ["(555) 123-4567", "five five five, one two three, four five six seven"],
    ["Call (555) 123-4567.", "Call five five five, one two three, four five six seven."],
    ["1-800-555-1234", "one, eight zero zero, five five five, one two three four"],
    ["+1 555 123 4567", "plus one, five five five, one two three, four five six seven"],
    ["+44 20 7946 0958", "plus four four, two zero, seven nine four six, zero nine five eight"],
    ["+33 1-23-45-67-89", "plus three three, one, two three, four five, six seven, eight nine"],
    ["5551234567", "five five five one two three four five six seven"],
  ])("%j → %j", (input, expected) => {
    expect(read(input)).toBe(expected);
  });

  it.each([
    ["555-1234", "five hundred fifty-five to one thousand two hundred thirty-four"],
    [
      "123456789",
      "one hundred twenty-three million four hundred fifty-six thousand seven hundred eighty-nine",
    ],
    ["+5 10 20", "plus five ten twenty"],
  ])("does not read short or separated numbers as phones: %j", (input, expected) => {
    expect(read(input)).toBe(expected);
  });
});
