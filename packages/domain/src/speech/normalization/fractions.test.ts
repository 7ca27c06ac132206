import { describe, expect, it } from "vitest";
import { normalizeText } from "./normalize-text.ts";

const read = (text: string): string => normalizeText(text, { language: "en", mode: "on" }).text;

describe("fractions", () => {
  it.each([
    ["1/2 cup", "one half cup"],
    ["3/4", "three quarters"],
    ["1/4", "one quarter"],
    ["2/3", "two thirds"],
    ["1/3", "one third"],
    ["5/8 inch", "five eighths inch"],
    ["1 1/2 cups", "one and a half cups"],
    ["2 3/4", "two and three quarters"],
  ])("%j → %j", (input, expected) => {
    expect(read(input)).toBe(expected);
  });

  it.each([
    ["24/7", "twenty-four/seven"],
    ["9/11", "nine/eleven"],
    ["4/3", "four/three"],
    ["0/5", "zero/five"],
  ])("keeps the slash where it is not a simple fraction: %j", (input, expected) => {
    expect(read(input)).toBe(expected);
  });
});
