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

  /** What the caller said last (the question retrieval looks up). */
  latestUserMessage(): string | undefined {
    const message = this.entries.findLast((entry) => entry.role === "user");
    return message?.role === "user" ? message.content : undefined;
  }
}
