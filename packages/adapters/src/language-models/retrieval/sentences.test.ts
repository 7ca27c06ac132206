import { describe, expect, it } from "vitest";
import { knowledgeSentences, maxKnowledgeSentences, splitSentences } from "./sentences.ts";

describe("knowledge sentences", () => {
  it("leaves the instructions to the agent out", () => {
    const texts = knowledgeSentences([
      [
        "Always be polite. Never mention prices of other shops. Do not make promises.",
        "Be brief. Keep answers under two sentences. You should ask for the order number.",
        "If the caller asks about refunds, transfer them to a person.",
        "The shop opens at 9 am. When it rains, the terrace is closed.",
      ].join("\n"),
    ]).map((sentence) => sentence.text);
    expect(texts).toEqual(["The shop opens at 9 am.", "When it rains, the terrace is closed."]);
  });

  it("turns the persona to the first person, and weighs it below facts", () => {
    const [persona, fact] = knowledgeSentences([
      "You are Ava, the assistant of Rosie's Bakery. Bread is baked daily.",
    ]);
    expect(persona).toMatchObject({ text: "I am Ava, the assistant of Rosie's Bakery.", weight: 0.5 });
    expect(fact).toMatchObject({ text: "Bread is baked daily.", weight: 1 });
  });

  it("drops a persona sentence that goes on about the agent's duties", () => {
    expect(knowledgeSentences(["You are a receptionist and you answer calls politely."])).toEqual([]);
  });

  it("says list items under a heading with the heading, and matches them on its words", () => {
    const [item] = knowledgeSentences(["Opening hours:\n- Tuesday to Sunday, 7 am to 6 pm"]);
    expect(item?.text).toBe("Opening hours: Tuesday to Sunday, 7 am to 6 pm.");
    expect(item?.terms).toEqual(expect.arrayContaining(["open", "hour", "tuesday", "#time"]));
  });

  it("does not split at abbreviations followed by lower case", () => {
    expect(splitSentences("We open at 7 a.m. and close at 6 p.m. on weekdays. Sundays are shorter.")).toEqual(
      ["We open at 7 a.m. and close at 6 p.m. on weekdays.", "Sundays are shorter."],
    );
  });

  it("considers at most 2,000 sentences", () => {
    const prompt = Array.from({ length: 5_000 }, (_, index) => `Fact number ${index} is true.`).join(" ");
    expect(knowledgeSentences([prompt, "A passage past the limit."])).toHaveLength(maxKnowledgeSentences);
  });
});
