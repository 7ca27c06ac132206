import { describe, expect, it } from "vitest";
import { normalizeText } from "./normalize-text.ts";

const read = (text: string, language = "en"): string => normalizeText(text, { language, mode: "on" }).text;

describe("dates", () => {
  it.each([
    ["2024-03-05", "March fifth, twenty twenty-four"],
    ["on 1999-12-31.", "on December thirty-first, nineteen ninety-nine."],
    ["03/05/2024", "March fifth, twenty twenty-four"],
    ["3/5/24", "March fifth, twenty twenty-four"],
    ["12/25/1999", "December twenty-fifth, nineteen ninety-nine"],
    ["25/12/2024", "the twenty-fifth of December, twenty twenty-four"],
    ["5.3.2024", "the fifth of March, twenty twenty-four"],
    ["5 March 2024", "the fifth of March, twenty twenty-four"],
    ["5th March, 2024", "the fifth of March, twenty twenty-four"],
    ["on the 5th of March", "on the fifth of March"],
    ["March 5, 2024", "March fifth, twenty twenty-four"],
    ["March 5 2024", "March fifth, twenty twenty-four"],
    ["March 5th, 2024", "March fifth, twenty twenty-four"],
    ["Mar. 5, 2024", "March fifth, twenty twenty-four"],
    ["Sept 21", "September twenty-first"],
    ["Due May 1.", "Due May first."],
    ["July 4, 1776", "July fourth, seventeen seventy-six"],
    ["1 January 2000", "the first of January, two thousand"],
    ["2024-03-05T10:00", "March fifth, twenty twenty-four, at ten o'clock"],
    ["2024-03-05T14:30:05Z", "March fifth, twenty twenty-four, at fourteen thirty and five seconds UTC"],
    ["2024-03-05T09:15+05:30", "March fifth, twenty twenty-four, at nine fifteen UTC plus five thirty"],
    ["2024-03-05T23:00-05:00", "March fifth, twenty twenty-four, at twenty-three hundred UTC minus five"],
  ])("%j → %j", (input, expected) => {
    expect(read(input)).toBe(expected);
  });

  it("reads numeric dates day first in British English", () => {
    expect(read("03/05/2024", "en-GB")).toBe("the third of May, twenty twenty-four");
    expect(read("03/25/2024", "en-GB")).toBe("March twenty-fifth, twenty twenty-four");
  });

  it.each([
    ["2024-13-05", "twenty twenty-four-thirteen-zero five"],
    ["2024-02-30", "twenty twenty-four-zero two-thirty"],
    ["31/31/2024", "thirty-one/thirty-one/twenty twenty-four"],
    ["March 45", "March forty-five"],
  ])("leaves impossible dates to the number rules: %j", (input, expected) => {
    expect(read(input)).toBe(expected);
  });
});
