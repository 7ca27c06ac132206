import type { LanguageModelMessage, LanguageModelTool } from "@chorus/domain";
import { describe, expect, it } from "vitest";
import { chatHistory } from "./chat-history.ts";

const tools: LanguageModelTool[] = [
  { name: "end_call", description: "Ends the call.", parameters: { type: "object", properties: {} } },
];

const conversation: LanguageModelMessage[] = [
  { role: "system", content: "Be brief." },
  { role: "user", content: "Hi" },
  { role: "user", content: "Anyone there?" },
  { role: "assistant", content: "Yes.", toolCalls: [{ id: "c1", name: "end_call", arguments: {} }] },
  { role: "tool", toolCallId: "c1", content: "ended" },
];

describe("chatHistory", () => {
  it("merges system messages and same-role neighbours, and ends on a model turn to generate into", () => {
    expect(chatHistory(conversation, [])).toEqual([
      { type: "system", text: "Be brief." },
      { type: "user", text: "Hi\n\nAnyone there?" },
      { type: "model", response: ["Yes.", '\n{"type":"tool_call","name":"end_call","arguments":{}}'] },
      { type: "user", text: "Result of end_call: ended" },
      { type: "model", response: [] },
    ]);
  });

  it("with tools, shows earlier replies in the envelope and explains it in the system turn", () => {
    const history = chatHistory(conversation, tools);
    const system = history[0];
    expect(system?.type === "system" && typeof system.text === "string" && system.text).toMatch(
      /^Be brief\.\n\nReply with exactly one JSON object[\s\S]*- end_call: Ends the call\./,
    );
    expect(history[2]).toEqual({
      type: "model",
      response: [
        '{"type":"message","text":"Yes."}',
        '\n{"type":"tool_call","name":"end_call","arguments":{}}',
      ],
    });
  });
});
