import { describe, expect, it } from "vitest";
import { normalizeText } from "./normalize-text.ts";

const read = (text: string): string => normalizeText(text, { language: "en", mode: "on" }).text;

describe("currencies", () => {
  it.each([
    ["$5", "five dollars"],
    ["$1", "one dollar"],
    ["$1.50", "one dollar and fifty cents"],
    ["$1.01", "one dollar and one cent"],
    ["$0.99", "ninety-nine cents"],
    ["$0.01", "one cent"],
    ["$5.00", "five dollars"],
    ["$5.5", "five point five dollars"],
    ["$1,250,000", "one million two hundred fifty thousand dollars"],
    ["€20", "twenty euros"],
    ["€1", "one euro"],
    ["£3.99", "three pounds and ninety-nine pence"],
    ["£0.01", "one penny"],
    ["¥100", "one hundred yen"],
    ["₹500", "five hundred rupees"],
    ["US$ 5", "five dollars"],
    ["USD 20", "twenty dollars"],
    ["USD20", "twenty dollars"],
    ["20 USD", "twenty dollars"],
    ["20 EUR", "twenty euros"],
    ["CAD 5", "five Canadian dollars"],
    ["20€", "twenty euros"],
    ["5 €", "five euros"],
    ["$2.5M", "two point five million dollars"],
    ["$3k", "three thousand dollars"],
    ["$1.2bn", "one point two billion dollars"],
    ["$4 billion", "four billion dollars"],
    ["€1 million", "one million euros"],
    ["-$5", "minus five dollars"],
    ["$10-20", "ten to twenty dollars"],
    ["$10–$20", "ten to twenty dollars"],
    ["It costs $5.", "It costs five dollars."],
    ["($5)", "(five dollars)"],
  ])("%j → %j", (input, expected) => {
    expect(read(input)).toBe(expected);
  });

  it.each([
    ["$", "$"],
    ["$abc", "$abc"],
    ["A$5", "A$five"],
    ["5 USDC", "five USDC"],
  ])("leaves what is not an amount: %j", (input, expected) => {
    expect(read(input)).toBe(expected);
  });
});
