import type { DataCollectionHint, LanguageModelMessage } from "@chorus/domain";

/** Items read from the hints: more than any agent asks a caller for. */
const maxItems = 50;
/** Messages looked back through for questions already asked. */
const maxMessagesLookedAt = 400;

/** Characters of one assistant message searched for a question (the engine's own are short). */
const maxCharactersLookedAt = 20_000;

/** Where the conversation is with the agent's data-collection items. */
export interface DataCollectionState {
  /** The item the latest user message answers (the assistant asked for it just before). */
  answered: DataCollectionHint | undefined;
  /** The first item not answered yet, to ask for next. */
  next: DataCollectionHint | undefined;
}

/**
 * The question the engine asks for an item. It is also how the engine later knows the item was asked:
 * the engine has no memory beyond the messages, so it looks for this exact sentence in its own turns.
 */
export function questionFor(item: DataCollectionHint): string {
  return `Could you tell me your ${itemPhrase(item)}?`;
}

/**
 * An item counts as answered once the engine asked for it and the user's next message was not a
 * question (a question back means the item is still open, and it is asked again after the answer).
 */
export function dataCollectionState(
  messages: readonly LanguageModelMessage[],
  items: readonly DataCollectionHint[],
): DataCollectionState {
  const wanted = items.slice(0, maxItems);
  const recent = messages.slice(-maxMessagesLookedAt);
  const done = new Set<string>();
  let answered: DataCollectionHint | undefined;
  // Walking back, `reply` is the first user or assistant message after the one looked at.
  let reply: LanguageModelMessage | undefined;
  for (let index = recent.length - 1; index >= 0; index--) {
    const message = recent[index];
    if (message?.role === "assistant" && reply?.role === "user" && !/\?\s*$/.test(reply.content)) {
      const asked = message.content.slice(0, maxCharactersLookedAt);
      for (const item of wanted) {
        if (!asked.includes(questionFor(item))) continue;
        done.add(item.identifier);
        if (reply === recent.at(-1)) answered = item;
      }
    }
    if (message?.role === "user" || message?.role === "assistant") reply = message;
  }
  return { answered, next: wanted.find((item) => !done.has(item.identifier)) };
}

/**
 * What to call an item in a question, from its description ("The caller's email address." → "email
 * address"), or from its identifier when the description is an instruction rather than a name
 * ("Extract the date the caller wants to book" → "booking date" from `booking_date`).
 */
export function itemPhrase(item: DataCollectionHint): string {
  const fromIdentifier = item.identifier.replace(/[_-]+/g, " ").trim().toLowerCase();
  const firstSentence = (item.description.split(/(?<=[.!?])\s/)[0] ?? "").trim().replace(/[.!?:;]+$/, "");
  const phrase = firstSentence
    .replace(
      /^(?:the |a |an )?(?:(?:user|caller|customer|client|person|visitor|patient|guest)(?:'s|’s)\s+|your\s+)/i,
      "",
    )
    .replace(/^(?:the|a|an)\s+/i, "");
  const words = phrase.split(/\s+/).filter(Boolean);
  const instruction =
    /^(?:extract|collect|get|ask|record|capture|find|note|determine|identify|whether|if|what|which|how|when|who)\b/i;
  if (
    words.length === 0 ||
    words.length > 6 ||
    instruction.test(phrase) ||
    /\b(?:you|your)\b/i.test(phrase)
  ) {
    return fromIdentifier || "details";
  }
  // "Email address" → "email address", but "IBAN" and "VAT number" keep their capitals.
  const first = words[0] ?? "";
  const keepCase = first.length > 1 && first[1] === first[1]?.toUpperCase() && /\p{L}/u.test(first[1] ?? "");
  return keepCase ? phrase : `${first.charAt(0).toLowerCase()}${phrase.slice(1)}`;
}
