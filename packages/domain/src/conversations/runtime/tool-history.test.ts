import { describe, expect, it } from "vitest";
import type { LanguageModelMessage } from "../../ports/language-model.ts";
import { interruptedToolResult, pairToolResults } from "./tool-history.ts";

describe("tool results in the history the model is given", () => {
  it("puts each result after its call, fills a missing one, and drops results whose call is gone", () => {
    const history: LanguageModelMessage[] = [
      { role: "tool", toolCallId: "old", content: "orphan" },
      { role: "user", content: "Where is my order?" },
      {
        role: "assistant",
        content: "",
        toolCalls: [
          { id: "a", name: "lookup", arguments: {} },
          { id: "b", name: "show", arguments: {} },
        ],
      },
      { role: "user", content: "Hello?" },
      { role: "tool", toolCallId: "a", content: "shipped" },
    ];
    expect(pairToolResults(history)).toEqual([
      { role: "user", content: "Where is my order?" },
      history[2],
      { role: "tool", toolCallId: "a", content: "shipped" },
      { role: "tool", toolCallId: "b", content: interruptedToolResult },
      { role: "user", content: "Hello?" },
    ]);
  });
});
