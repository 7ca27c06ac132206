import type { LanguageModelMessage } from "../../ports/language-model.ts";

/** What the model is told of a tool call that got no result (the caller interrupted, the call ended). */
export const interruptedToolResult = "The tool call was interrupted before it finished.";

/**
 * The history as a model accepts it: each tool result right after the assistant message that made
 * the call, in the calls' order (a result that came back after the caller spoke moves up), a call
 * with no result given one that says it was interrupted, and results whose call is not in the
 * history (cut off by the history's bound) left out.
 */
export function pairToolResults(history: readonly LanguageModelMessage[]): LanguageModelMessage[] {
  const results = new Map<string, LanguageModelMessage>();
  for (const message of history) if (message.role === "tool") results.set(message.toolCallId, message);
  const paired: LanguageModelMessage[] = [];
  for (const message of history) {
    if (message.role === "tool") continue;
    paired.push(message);
    if (message.role !== "assistant" || !message.toolCalls) continue;
    for (const call of message.toolCalls)
      paired.push(
        results.get(call.id) ?? { role: "tool", toolCallId: call.id, content: interruptedToolResult },
      );
  }
  return paired;
}
