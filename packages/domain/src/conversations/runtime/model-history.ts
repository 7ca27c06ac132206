import type { LanguageModelMessage } from "../../ports/language-model.ts";
import { pairToolResults } from "./tool-history.ts";

/** The turns the model sees at most (the oldest drop out), so a long call's requests stay bounded. */
const historyTurns = 60;

/**
 * What the model has been told of the call so far: the caller's words, the agent's replies with
 * their tool calls, the tools' results, context updates and hand-over notes. Kept across a
 * `transfer_to_agent`, so the next agent knows what was said.
 */
export class ModelHistory {
  private readonly entries: LanguageModelMessage[] = [];

  push(message: LanguageModelMessage): void {
    this.entries.push(message);
  }

  /** A request's messages: the agent's prompt, its knowledge, then the latest turns (tool results after their calls). */
  messages(prompt: string, knowledge: readonly LanguageModelMessage[] = []): LanguageModelMessage[] {
    return [
      { role: "system", content: prompt },
      ...knowledge,
      ...pairToolResults(this.entries.slice(-historyTurns)),
    ];
  }

  /**
   * The latest of what the caller and the agent said, as lines ("caller: …", "agent: …"), at most
   * `maxCharacters` of the newest (a judge's question about the conversation stays bounded).
   */
  dialogue(maxCharacters: number): string {
    const lines: string[] = [];
    let length = 0;
    for (let index = this.entries.length - 1; index >= 0 && length < maxCharacters; index--) {
      const entry = this.entries[index]!;
      if ((entry.role !== "user" && entry.role !== "assistant") || !entry.content.trim()) continue;
      const line = `${entry.role === "user" ? "caller" : "agent"}: ${entry.content.trim()}`;
      lines.unshift(line.slice(0, maxCharacters - length));
      length += line.length + 1;
    }
    return lines.join("\n");
  }

  /** What the caller said last (the question retrieval looks up). */
  latestUserMessage(): string | undefined {
    const message = this.entries.findLast((entry) => entry.role === "user");
    return message?.role === "user" ? message.content : undefined;
  }
}
