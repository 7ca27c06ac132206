import type { LanguageModelMessage, LanguageModelTool } from "@chorus/domain";
import type { ChatHistoryItem } from "node-llama-cpp";
import { envelopeJson, replyEnvelopeInstructions } from "./reply-envelope.ts";

/**
 * The conversation as node-llama-cpp's chat history, which its chat wrapper renders in the model's own
 * template. Many templates insist on one leading system turn and alternating user/model turns, so
 * system messages merge into the first turn and neighbours of the same role merge into one. Tool
 * results become user turns (the wrappers have no tool role outside their own function calling), and
 * with tools every earlier assistant turn is shown in the JSON envelope the model must now write.
 */
export function chatHistory(
  messages: readonly LanguageModelMessage[],
  tools: readonly LanguageModelTool[],
): ChatHistoryItem[] {
  const withTools = tools.length > 0;
  const system = messages.flatMap((message) => (message.role === "system" ? [message.content] : []));
  if (withTools) system.push(replyEnvelopeInstructions(tools));

  const toolNames = new Map<string, string>();
  const turns: ChatHistoryItem[] = [];
  const append = (item: { type: "user"; text: string } | { type: "model"; text: string }): void => {
    const previous = turns.at(-1);
    if (item.type === "user") {
      if (previous?.type === "user") previous.text = `${previous.text}\n\n${item.text}`;
      else turns.push({ type: "user", text: item.text });
    } else if (previous?.type === "model") {
      previous.response.push(`\n${item.text}`);
    } else {
      turns.push({ type: "model", response: [item.text] });
    }
  };

  for (const message of messages) {
    switch (message.role) {
      case "system":
        break;
      case "user":
        append({ type: "user", text: message.content });
        break;
      case "assistant": {
        if (message.content !== "") {
          const text = withTools ? envelopeJson({ type: "message", text: message.content }) : message.content;
          append({ type: "model", text });
        }
        for (const call of message.toolCalls ?? []) {
          toolNames.set(call.id, call.name);
          append({
            type: "model",
            text: envelopeJson({ type: "tool_call", name: call.name, arguments: call.arguments }),
          });
        }
        break;
      }
      case "tool": {
        const name = toolNames.get(message.toolCallId) ?? "the tool";
        append({ type: "user", text: `Result of ${name}: ${message.content}` });
        break;
      }
    }
  }

  const history: ChatHistoryItem[] = system.length > 0 ? [{ type: "system", text: system.join("\n\n") }] : [];
  history.push(...turns);
  // The model's reply is generated into a trailing model turn.
  if (turns.at(-1)?.type !== "model") history.push({ type: "model", response: [] });
  return history;
}
