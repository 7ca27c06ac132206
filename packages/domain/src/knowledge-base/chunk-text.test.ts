import { knowledgeBaseLimits } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { chunkText } from "./chunk-text.ts";

const { target, max } = knowledgeBaseLimits.chunkCharacters;

describe("chunkText", () => {
  it("joins short paragraphs into passages of about the target length, in order, losing no word", () => {
    const paragraphs = Array.from(
      { length: 40 },
      (_, i) => `Paragraph ${i} says something about bread number ${i}.`,
    );
    const chunks = chunkText(paragraphs.join("\n\n"));
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((chunk) => chunk.length <= max)).toBe(true);
    expect(chunks.slice(0, -1).every((chunk) => chunk.length >= target - 60)).toBe(true);
    expect(chunks.join("\n").split("\n")).toEqual(paragraphs);
  });

  it("keeps a short heading with the paragraph after it", () => {
    const chunks = chunkText(`Deliveries\n\n${"We deliver every day. ".repeat(20)}`);
    expect(chunks[0]).toMatch(/^Deliveries\nWe deliver every day\./);
  });

  it("cuts a paragraph longer than a passage between sentences, and a sentence longer than that anywhere", () => {
    const sentence = "The oven is lit at five in the morning. ";
    const long = sentence.repeat(Math.ceil((max * 2) / sentence.length));
    const chunks = chunkText(long);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((chunk) => chunk.length <= max)).toBe(true);
    expect(chunks.every((chunk) => chunk.endsWith("morning."))).toBe(true);
    const unbroken = "x".repeat(max * 2 + 10);
    expect(chunkText(unbroken).map((chunk) => chunk.length)).toEqual([max, max, 10]);
  });

  it("gives nothing for text that is only whitespace", () => {
    expect(chunkText(" \n\n \t ")).toEqual([]);
  });
});
