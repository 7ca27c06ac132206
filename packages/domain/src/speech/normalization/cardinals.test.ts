import { describe, expect, it } from "vitest";
import { normalizeText } from "./normalize-text.ts";

const english = (text: string): string => normalizeText(text, { language: "en", mode: "on" }).text;

describe("plain numbers in English", () => {
  it.each([
    ["I have 42 apples.", "I have forty-two apples."],
    ["It is -7 outside.", "It is minus seven outside."],
    ["(-3)", "(minus three)"],
    ["Pi is 3.14.", "Pi is three point one four."],
    ["Only .5 left", "Only point five left"],
    ["0.75", "zero point seven five"],
    ["12,500 people", "twelve thousand five hundred people"],
    ["12,500.75", "twelve thousand five hundred point seven five"],
    ["1,000,000", "one million"],
    ["2,000", "two thousand"],
    ["4,200,000,000,000", "four trillion two hundred billion"],
    ["1,2,3", "one,two,three"],
    ["+5 points", "plus five points"],
    ["It was 3. Then", "It was three. Then"],
    ["Agent 007", "Agent zero zero seven"],
    ["mp3 files", "mp three files"],
    ["3D", "three D"],
    ["COVID-19", "COVID-nineteen"],
    ["C++11", "C++eleven"],
    ["version 1.2.3", "version one dot two dot three"],
    ["192.168.0.1", "one hundred ninety-two dot one hundred sixty-eight dot zero dot one"],
    ["5 - 3", "five - three"],
    ["100 200 3000", "one hundred two hundred three thousand"],
    [
      "1234567890123456789",
      "one two three four five six seven eight nine zero one two three four five six seven eight nine",
    ],
  ])("%j → %j", (input, expected) => {
    expect(english(input)).toBe(expected);
  });
});

describe("years", () => {
  it.each([
    ["born in 1999", "born in nineteen ninety-nine"],
    ["In 2005 we moved", "In two thousand five we moved"],
    ["since 2010,", "since twenty ten,"],
    ["by 2024.", "by twenty twenty-four."],
    ["in 1066", "in ten sixty-six"],
    ["by 2500", "by twenty-five hundred"],
    ["1100 years", "eleven hundred years"],
    ["The year 1900", "The year nineteen hundred"],
    ["1999", "nineteen ninety-nine"],
    ["exactly 1050 items", "exactly one thousand fifty items"],
    ["about 3000 items", "about three thousand items"],
    ["2,024", "two thousand twenty-four"],
    ["A.D. 1066", "A.D. ten sixty-six"],
    ["1066 AD", "ten sixty-six AD"],
    ["the year 2500 BC", "the year twenty-five hundred BC"],
    ["1999.5", "one thousand nine hundred ninety-nine point five"],
  ])("%j → %j", (input, expected) => {
    expect(english(input)).toBe(expected);
  });
});

describe("ordinals and decades", () => {
  it.each([
    ["the 21st century", "the twenty-first century"],
    ["1st, 2nd, 3rd, 4th", "first, second, third, fourth"],
    ["the 103rd time", "the one hundred third time"],
    ["the 1,000th visitor", "the one thousandth visitor"],
    ["the 12th", "the twelfth"],
    ["the 2ND floor", "the second floor"],
    ["in the 1990s", "in the nineteen nineties"],
    ["the 1800s", "the eighteen hundreds"],
    ["the '80s", "the eighties"],
    ["the ’60s", "the sixties"],
    ["in her 20s", "in her twenties"],
    ["the 1990's", "the nineteen nineties"],
  ])("%j → %j", (input, expected) => {
    expect(english(input)).toBe(expected);
  });
});
