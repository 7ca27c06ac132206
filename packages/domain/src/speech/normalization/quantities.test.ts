import { describe, expect, it } from "vitest";
import { normalizeText } from "./normalize-text.ts";

const read = (text: string): string => normalizeText(text, { language: "en", mode: "on" }).text;

describe("percentages and ranges", () => {
  it.each([
    ["45%", "forty-five percent"],
    ["3.5%", "three point five percent"],
    ["3.5 %", "three point five percent"],
    ["-2%", "minus two percent"],
    ["100%.", "one hundred percent."],
    ["10-20", "ten to twenty"],
    ["10–20", "ten to twenty"],
    ["10 – 20", "ten to twenty"],
    ["pages 10-20.", "pages ten to twenty."],
    ["10-20%", "ten to twenty percent"],
    ["1.5-2.5", "one point five to two point five"],
    ["1999-2005", "nineteen ninety-nine to two thousand five"],
    ["2023-24", "twenty twenty-three to twenty-four"],
    ["5-year-old", "five-year-old"],
    ["1-2-3", "one-two-three"],
  ])("%j → %j", (input, expected) => {
    expect(read(input)).toBe(expected);
  });
});

describe("units after numbers", () => {
  it.each([
    ["5 km", "five kilometers"],
    ["1 km", "one kilometer"],
    ["1.0 km", "one point zero kilometers"],
    ["1.5km", "one point five kilometers"],
    ["1500 km", "one thousand five hundred kilometers"],
    ["2 kg", "two kilograms"],
    ["30 cm", "thirty centimeters"],
    ["5mm", "five millimeters"],
    ["60 mph", "sixty miles per hour"],
    ["100 km/h", "one hundred kilometers per hour"],
    ["-5°C", "minus five degrees Celsius"],
    ["1 °C", "one degree Celsius"],
    ["98.6°F", "ninety-eight point six degrees Fahrenheit"],
    ["90°", "ninety degrees"],
    ["6 ft", "six feet"],
    ["1 ft", "one foot"],
    ["2 lb", "two pounds"],
    ["8 oz", "eight ounces"],
    ["5-10 km", "five to ten kilometers"],
    ["16 GB", "sixteen gigabytes"],
    ["5 kWh", "five kilowatt hours"],
  ])("%j → %j", (input, expected) => {
    expect(read(input)).toBe(expected);
  });

  it.each([
    ["km", "km"],
    ["the kg", "the kg"],
    ["5 kms", "five kms"],
    ["5 minutes", "five minutes"],
    ["5 mgs", "five mgs"],
  ])("reads unit symbols only right after a number: %j", (input, expected) => {
    expect(read(input)).toBe(expected);
  });
});
