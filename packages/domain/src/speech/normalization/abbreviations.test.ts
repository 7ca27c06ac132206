import { describe, expect, it } from "vitest";
import { normalizeText } from "./normalize-text.ts";

const read = (text: string): string => normalizeText(text, { language: "en", mode: "on" }).text;

describe("abbreviations", () => {
  it.each([
    ["Mr. Smith", "Mister Smith"],
    ["Mrs. Smith", "Missus Smith"],
    ["Ms. Smith", "Miz Smith"],
    ["Mr Smith", "Mister Smith"],
    ["Prof. Lee", "Professor Lee"],
    ["John Smith Jr. arrived", "John Smith Junior arrived"],
    ["It was John Smith Jr.", "It was John Smith Junior."],
    ["fruit, e.g. apples", "fruit, for example apples"],
    ["E.g. apples", "For example apples"],
    ["one, i.e. this", "one, that is this"],
    ["apples, etc. and pears", "apples, et cetera and pears"],
    ["apples, etc.", "apples, et cetera."],
    ["apples, etc. The end", "apples, et cetera. The end"],
    ["cats vs. dogs", "cats versus dogs"],
    ["cats vs dogs", "cats versus dogs"],
    ["approx. 5 km", "approximately five kilometers"],
    ["No. 5", "Number five"],
    ["no. 7", "number seven"],
    ["#1 hit", "number one hit"],
    ["in Jan. we", "in January we"],
    ["in Dec.", "in December."],
    ["5th Ave. is busy", "fifth Avenue is busy"],
  ])("%j → %j", (input, expected) => {
    expect(read(input)).toBe(expected);
  });

  it.each([
    ["Dr. Jones", "Doctor Jones"],
    ["Ask Dr. Jones", "Ask Doctor Jones"],
    ["The Dr. said", "The Doctor said"],
    ["Dr Who", "Doctor Who"],
    ["on Elm Dr. today", "on Elm Drive today"],
    ["42 Mulholland Dr", "forty-two Mulholland Drive"],
    ["Elm Dr. The house", "Elm Drive. The house"],
    ["St. Louis", "Saint Louis"],
    ["Visit St. Mary's", "Visit Saint Mary's"],
    ["Baker St. is long", "Baker Street is long"],
    ["Baker St.", "Baker Street."],
    ["221 Baker St. London", "two hundred twenty-one Baker Street London"],
    ["Baker St. The shop", "Baker Street. The shop"],
    ["Main St", "Main Street"],
  ])("Dr./St. by context: %j → %j", (input, expected) => {
    expect(read(input)).toBe(expected);
  });

  it.each([
    ["No way", "No way"],
    ["Drake", "Drake"],
    ["the St", "the St"],
    ["Mr", "Mr"],
    ["etcetera", "etcetera"],
    ["eg.", "eg."],
    ["January", "January"],
  ])("leaves words that only look like abbreviations: %j", (input, expected) => {
    expect(read(input)).toBe(expected);
  });
});
