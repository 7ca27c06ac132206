import type { ConversationConfig } from "@chorus/contract";
import type { LanguageModelToolCall } from "../../ports/language-model.ts";
import type { ConversationToolResult } from "../conversation-records.ts";

export interface SystemToolOutcome {
  /** The agent ends the call once its reply was heard. */
  endCall: boolean;
  /** The language to switch to (`language_detection`). */
  language?: string;
  results: ConversationToolResult[];
}

/**
 * What the model's system tool calls ask for: `end_call`, `language_detection` (one of the agent's
 * languages, else an error result the model sees), `skip_turn` (nothing: the agent stays silent);
 * any other name is an error result.
 */
export function decideSystemTools(
  calls: readonly LanguageModelToolCall[],
  config: ConversationConfig,
): SystemToolOutcome {
  const outcome: SystemToolOutcome = { endCall: false, results: [] };
  for (const call of calls) {
    let isError = false;
    let result = "ok";
    if (call.name === "end_call") outcome.endCall = true;
    else if (call.name === "language_detection") {
      const language = String(call.arguments.language ?? "");
      if (language === config.agent.language || language in config.language_presets) {
        outcome.language = language;
        result = `switched to ${language}`;
      } else {
        isError = true;
        result = `the agent does not speak ${language}`;
      }
    } else if (call.name !== "skip_turn") {
      isError = true;
      result = `unknown tool ${call.name}`;
    }
    outcome.results.push({
      requestId: call.id,
      toolName: call.name,
      toolType: "system",
      resultValue: result,
      isError,
    });
  }
  return outcome;
}

/** Folds one model round's system tool outcome into the reply's. */
export function mergeSystemOutcome(into: SystemToolOutcome, more: SystemToolOutcome): void {
  into.endCall ||= more.endCall;
  if (more.language) into.language = more.language;
  into.results.push(...more.results);
}
