import { describe, expect, it } from "vitest";
import { readUserTurn } from "./intents.ts";

describe("reading a user's turn", () => {
  it("takes courtesies off both ends and keeps the question", () => {
    expect(readUserTurn("Hi there, what time do you close? Thanks!")).toMatchObject({
      greeting: "hi there",
      thanks: true,
      goodbye: false,
      rest: ["what", "time", "do", "you", "close"],
    });
  });

  it("recognises goodbyes said with thanks", () => {
    expect(readUserTurn("Okay great, thank you so much. That's all, bye!")).toMatchObject({
      thanks: true,
      goodbye: true,
      rest: [],
    });
  });

  it("does not take a courtesy word from the middle of a question", () => {
    expect(readUserTurn("Can I say goodbye to the chef?")).toMatchObject({ goodbye: false });
  });

  it("recognises questions about the agent itself", () => {
    expect(readUserTurn("Am I talking to a robot?").identity).toBe("bot");
    expect(readUserTurn("Hello, who are you?").identity).toBe("who");
  });
});
