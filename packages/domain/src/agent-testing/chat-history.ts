import type { ChatHistoryEntry } from "@chorus/contract";
import type { LanguageModelMessage } from "../ports/language-model.ts";
import type { TestTranscriptEntry } from "./agent-test-records.ts";

const parsedArguments = (json: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

/** A test's conversation as model messages: agent lines with their tool calls, then the calls' results. */
export function historyMessages(history: readonly ChatHistoryEntry[]): LanguageModelMessage[] {
  const out: LanguageModelMessage[] = [];
  for (const entry of history) {
    if (entry.role === "user") {
      if (entry.message) out.push({ role: "user", content: entry.message });
      continue;
    }
    const calls = (entry.tool_calls ?? []).map((call) => ({
      id: call.request_id,
      name: call.tool_name,
      arguments: parsedArguments(call.params_as_json),
    }));
    out.push({
      role: "assistant",
      content: entry.message ?? "",
      ...(calls.length ? { toolCalls: calls } : {}),
    });
    for (const result of entry.tool_results ?? [])
      out.push({ role: "tool", toolCallId: result.request_id, content: result.result_value });
  }
  return out;
}

const wireToolType = (type: string | null | undefined): "system" | "client" | "webhook" =>
  type === "client" || type === "webhook" ? type : "system";

/** A test's conversation as a run's transcript. */
export function transcriptOfHistory(history: readonly ChatHistoryEntry[]): TestTranscriptEntry[] {
  return history.map((entry) => ({
    role: entry.role,
    message: entry.message ?? "",
    toolCalls: (entry.tool_calls ?? []).map((call) => ({
      requestId: call.request_id,
      toolName: call.tool_name,
      paramsAsJson: call.params_as_json,
      type: wireToolType(call.type),
    })),
    toolResults: (entry.tool_results ?? []).map((result) => ({
      requestId: result.request_id,
      toolName: result.tool_name,
      resultValue: result.result_value,
      isError: result.is_error,
      type: wireToolType(result.type),
    })),
    producingLlm: null,
  }));
}

/** A transcript line back as a test conversation's entry (a simulation's history grows with them). */
export function historyEntryOf(entry: TestTranscriptEntry): ChatHistoryEntry {
  return {
    role: entry.role,
    message: entry.message,
    time_in_call_secs: 0,
    tool_calls: entry.toolCalls.map((call) => ({
      type: call.type,
      request_id: call.requestId,
      tool_name: call.toolName,
      params_as_json: call.paramsAsJson,
      tool_has_been_called: false,
    })),
    tool_results: entry.toolResults.map((result) => ({
      type: result.type,
      request_id: result.requestId,
      tool_name: result.toolName,
      result_value: result.resultValue,
      is_error: result.isError,
      tool_has_been_called: false,
    })),
  };
}
