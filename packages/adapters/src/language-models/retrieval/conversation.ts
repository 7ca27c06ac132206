import type { LanguageModelMessage } from "@chorus/domain";

/** Characters of the user's message read: a spoken turn is far shorter. */
const maxUserMessageCharacters = 2_000;
/** The system prompt comes first; a few messages in is as far as it is looked for. */
const maxMessagesBeforePrompt = 10;
/** Messages looked back through for the user's latest. */
const maxMessagesLookedBack = 400;

/** The system prompt: the first system message (empty when the agent has none). */
export function systemPrompt(messages: readonly LanguageModelMessage[]): string {
  for (const message of messages.slice(0, maxMessagesBeforePrompt)) {
    if (message.role === "system") return message.content;
  }
  return "";
}

/** The latest user message, cut to what the engine reads; undefined before the user has spoken. */
export function latestUserMessage(messages: readonly LanguageModelMessage[]): string | undefined {
  const stop = Math.max(0, messages.length - maxMessagesLookedBack);
  for (let index = messages.length - 1; index >= stop; index--) {
    const message = messages[index];
    if (message?.role === "user") return message.content.slice(0, maxUserMessageCharacters);
  }
  return undefined;
}
