import { describe, expect, it } from "vitest";
import { decimalWords, digitWords, integerWords } from "./numbers-to-words.ts";
import { ordinalWords } from "./ordinals.ts";
import { decadeWords, yearWords } from "./years.ts";

describe("integerWords", () => {
  it.each([
    ["0", "zero"],
    ["7", "seven"],
    ["13", "thirteen"],
    ["20", "twenty"],
    ["42", "forty-two"],
    ["99", "ninety-nine"],
    ["100", "one hundred"],
    ["105", "one hundred five"],
    ["999", "nine hundred ninety-nine"],
    ["1000", "one thousand"],
    ["1001", "one thousand one"],
    ["12500", "twelve thousand five hundred"],
    ["100000", "one hundred thousand"],
    ["1000000", "one million"],
    ["1000001", "one million one"],
    ["2000000000", "two billion"],
    ["3000000000000", "three trillion"],
    [
      "999999999999999",
      "nine hundred ninety-nine trillion nine hundred ninety-nine billion nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine",
    ],
    ["0042", "forty-two"],
    ["1234567890123456", "one two three four five six seven eight nine zero one two three four five six"],
  ])("%s → %s", (digits, words) => {
    expect(integerWords(digits)).toBe(words);
  });
});

describe("decimalWords and digitWords", () => {
  it.each([
    [{ integer: "3", fraction: "14" }, "three point one four"],
    [{ integer: "0", fraction: "5" }, "zero point five"],
    [{ integer: "", fraction: "25" }, "point two five"],
    [{ sign: "-" as const, integer: "7", fraction: "" }, "minus seven"],
    [{ sign: "+" as const, integer: "2", fraction: "05" }, "plus two point zero five"],
  ])("%o → %s", (parts, words) => {
    expect(decimalWords(parts)).toBe(words);
  });

  it("reads each digit", () => {
    expect(digitWords("0427")).toBe("zero four two seven");
  });
});

describe("ordinalWords", () => {
  it.each([
    ["1", "first"],
    ["2", "second"],
    ["3", "third"],
    ["4", "fourth"],
    ["5", "fifth"],
    ["8", "eighth"],
    ["9", "ninth"],
    ["11", "eleventh"],
    ["12", "twelfth"],
    ["20", "twentieth"],
    ["21", "twenty-first"],
    ["42", "forty-second"],
    ["100", "one hundredth"],
    ["103", "one hundred third"],
    ["1000000", "one millionth"],
  ])("%s → %s", (digits, words) => {
    expect(ordinalWords(digits)).toBe(words);
  });
});

describe("yearWords and decadeWords", () => {
  it.each([
    ["1999", "nineteen ninety-nine"],
    ["1905", "nineteen oh five"],
    ["1900", "nineteen hundred"],
    ["1066", "ten sixty-six"],
    ["2000", "two thousand"],
    ["2005", "two thousand five"],
    ["2010", "twenty ten"],
    ["2024", "twenty twenty-four"],
    ["2100", "twenty-one hundred"],
    ["1100", "eleven hundred"],
  ])("year %s → %s", (digits, words) => {
    expect(yearWords(digits)).toBe(words);
  });

  it.each([
    ["1990", "nineteen nineties"],
    ["1800", "eighteen hundreds"],
    ["2000", "two thousands"],
    ["80", "eighties"],
    ["60", "sixties"],
  ])("decade %s → %s", (digits, words) => {
    expect(decadeWords(digits)).toBe(words);
  });
});
