import { describe, expect, it } from "vitest";
import { headLength } from "./synthesize-sentences.ts";

const head = (text: string) => text.slice(0, headLength(text));

describe("headLength: where a long first sentence is cut so its first audio comes sooner", () => {
  it("cuts after the first clause mark within reach", () => {
    expect(head("Each sentence is synthesized, encoded and sent while the next one is prepared.")).toBe(
      "Each sentence is synthesized, ",
    );
  });

  it("does not cut between plain words, which would break the sentence's intonation", () => {
    expect(headLength("Chorus turns written text into speech on your own machine.")).toBe(0);
    expect(headLength("A sentence with a comma only near its very end of all things, ok.")).toBe(0);
  });

  it("leaves short sentences, and sentences whose rest would be a fragment, whole", () => {
    expect(headLength("Hello there, how are you today?")).toBe(0);
    expect(headLength("Supercalifragilisticexpialidocious-and-more-words abc.")).toBe(0);
  });

  it("never cuts text without spaces or clause marks", () => {
    expect(
      headLength("这是一个没有空格的很长的句子这是一个没有空格的很长的句子这是一个没有空格的很长的句子。"),
    ).toBe(0);
  });
});
