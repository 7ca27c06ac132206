import { describe, expect, it } from "vitest";
import { englishNumberWords } from "./english-number-words.ts";

describe("englishNumberWords", () => {
  it("reads integers the way English speaks them", () => {
    expect(englishNumberWords("42")).toEqual(["forty", "two"]);
    expect(englishNumberWords("0")).toEqual(["zero"]);
    expect(englishNumberWords("2021")).toEqual(["two", "thousand", "twenty", "one"]);
    expect(englishNumberWords("1000015")).toEqual(["one", "million", "fifteen"]);
  });

  it("reads leading zeros and very long strings digit by digit", () => {
    expect(englishNumberWords("007")).toEqual(["zero", "zero", "seven"]);
    expect(englishNumberWords("1234567890123456")).toHaveLength(16);
  });
});
