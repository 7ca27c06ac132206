import type { AnalysedTurn } from "./conversation-analysis.ts";

/** A transcript as a judge model reads it: one line per turn, tool calls named with their arguments. */
export function transcriptText(entries: readonly AnalysedTurn[]): string {
  return entries
    .map((entry) => {
      const who = entry.role === "user" ? "User" : "Agent";
      const calls = entry.toolCalls
        .map((call) => ` [calls tool ${call.toolName} with ${call.paramsAsJson}]`)
        .join("");
      const results = entry.toolResults
        .map((result) => ` [tool ${result.toolName} answered: ${result.resultValue}]`)
        .join("");
      return `${who}: ${entry.message ?? ""}${calls}${results}`;
    })
    .join("\n");
}

/**
 * A transcript text of at most `max` characters: a longer one keeps its first quarter and its last
 * three quarters (how the call opened and how it ended), saying how much was left out between.
 */
export function boundedTranscriptText(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = Math.floor(max / 4);
  const tail = max - head;
  return `${text.slice(0, head)}\n[… ${text.length - max} characters of the conversation left out …]\n${text.slice(-tail)}`;
}
