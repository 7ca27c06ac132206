import { extractBoolean, extractNumber, extractValue } from "../../shared/extract-values.ts";
import {
  type AnalysedTurn,
  analysisLimits,
  cutText,
  type DataCollectionItem,
  type DataCollectionResult,
  itemSchema,
} from "./conversation-analysis.ts";
import { contentWords, maxTextCharacters, sentencesOf } from "./transcript-words.ts";

/**
 * Data-collection items read by rules, for agents whose model cannot read a transcript (the
 * embedded retrieval engine). A value counts only when the caller's own words give one of the
 * item's type and tie it to the item: as the answer to the agent's question about it, in the
 * sentence that names it, or (emails, phone numbers, dates) in a form nothing else has. Anything
 * else is null, and every rationale says a rule, not a model, read it.
 */

/** User turns read per item: the last ones of a very long call. */
const maxUserTurns = 500;
/** Characters between a number and the item's word for the number to be about the item. */
const nearCharacters = 40;
/** Characters of a caller's words quoted in a rationale. */
const quoteCharacters = 200;

type Value = DataCollectionResult["value"];

/** The item's words: its identifier's and its description's content words. */
const itemKeys = (item: DataCollectionItem) =>
  new Set(contentWords(`${item.id.replace(/[_-]+/g, " ")} ${item.description}`).map((word) => word.key));

/** Emails, addresses and phone-like runs removed, so their digits are not read as numbers. */
const withoutContacts = (text: string) =>
  text.replace(/\S+@\S+|https?:\/\/\S+/g, (match) => " ".repeat(match.length));

/** Whether a string item asks for a value of a form the rules recognise anywhere (extractValue's kinds). */
const formatKind = (item: DataCollectionItem): string | undefined => {
  const about = `${item.id.replace(/[_-]/g, " ")} ${item.description}`.toLowerCase();
  if (item.type !== "string") return undefined;
  if (/\b(email|e-mail)\b/.test(about)) return "email address";
  if (/\b(phone|telephone|mobile)\b/.test(about)) return "phone number";
  if (/\b(date|day|birthday)\b/.test(about)) return "date";
  if (/\bname\b/.test(about)) return "name";
  return undefined;
};

/** The number in `text` closest to `near` (within `nearCharacters`), or the first one without `near`. */
function numberIn(text: string, integer: boolean, near?: number): number | undefined {
  const found: { value: number; distance: number }[] = [];
  for (const match of withoutContacts(text).matchAll(/-?\d[\d,]*(?:\.\d+)?/g)) {
    const value = extractNumber(match[0], integer);
    if (value === undefined) continue;
    const distance =
      near === undefined
        ? 0
        : Math.min(Math.abs(match.index - near), Math.abs(match.index + match[0].length - near));
    found.push({ value, distance });
  }
  const usable =
    near === undefined ? found : found.filter((candidate) => candidate.distance <= nearCharacters);
  return usable.sort((a, b) => a.distance - b.distance)[0]?.value;
}

/** A free-text value: what follows the item's word and "is"/":" in its clause, or an answer's first clause. */
function freeTextIn(text: string, after?: number): string | undefined {
  const source =
    after === undefined
      ? text.replace(/^(?:it's|it is|that's|that is|sure,?|yes,?)\s+/i, "")
      : /^[\p{L}\p{N}'’-]+(?:\s+[\p{L}\p{N}'’-]+){0,3}?\s*(?:\bis\b|\bare\b|\bwas\b|\bwere\b|:|=)\s*(.+)$/iu.exec(
          text.slice(after),
        )?.[1];
  // The value ends where the clause does ("deep blue, and my budget…" → "deep blue").
  const value = source?.split(/[,;.!?]/)[0]?.trim();
  return value ? cutText(value, analysisLimits.valueCharacters) : undefined;
}

/** A value of the item's type in the caller's words; `near` is where the item's word is, when it is named. */
function valueIn(item: DataCollectionItem, text: string, near?: number): Value | undefined {
  switch (item.type) {
    case "boolean":
      // "Not sure" holds "sure" and "not": neither a yes nor a no.
      return /\b(?:not sure|don't know|do not know|no idea|maybe|perhaps)\b/i.test(text)
        ? undefined
        : extractBoolean(text);
    case "integer":
    case "number":
      return numberIn(text, item.type === "integer", near);
    case "string": {
      if (formatKind(item)) {
        const value = extractValue({ name: item.id, type: "string", description: item.description }, text);
        return typeof value === "string" ? cutText(value, analysisLimits.valueCharacters) : undefined;
      }
      return freeTextIn(text, near);
    }
  }
}

interface Found {
  value: Value;
  rationale: string;
}

const quote = (text: string) => `"${cutText(text, quoteCharacters)}"`;

/** What one user turn gives for the item, the strongest tie first. */
function readTurn(
  item: DataCollectionItem,
  keys: Set<string>,
  said: string,
  question: string | undefined,
): Found | undefined {
  const asked = question !== undefined && contentWords(question).some((word) => keys.has(word.key));
  if (asked) {
    const value = valueIn(item, said);
    if (value !== undefined)
      return {
        value,
        rationale: `Read by rule, not by a language model: the caller's answer ${quote(said)} to the agent's question ${quote(question)}.`,
      };
  }
  for (const sentence of sentencesOf(said, maxTextCharacters)) {
    const named = contentWords(sentence).find((word) => keys.has(word.key));
    if (!named) continue;
    const value = valueIn(item, sentence, named.index);
    if (value !== undefined)
      return {
        value,
        rationale: `Read by rule, not by a language model: the caller's words ${quote(sentence)}.`,
      };
  }
  const kind = formatKind(item);
  if (kind) {
    const value = valueIn(item, said);
    if (value !== undefined)
      return {
        value,
        rationale: `Read by rule, not by a language model: the only ${kind} form in the caller's words ${quote(said)}.`,
      };
  }
  return undefined;
}

/**
 * Each item's value in the caller's turns. The last turn that gives one wins (a caller correcting
 * themselves); an item nobody gave is null, saying why.
 */
export function collectDataByRules(
  transcript: readonly AnalysedTurn[],
  items: readonly DataCollectionItem[],
): Record<string, DataCollectionResult> {
  const exchanges: { said: string; question: string | undefined }[] = [];
  let lastAgentLine: string | undefined;
  for (const turn of transcript) {
    if (!turn.message) continue;
    if (turn.role === "agent") lastAgentLine = turn.message.slice(0, maxTextCharacters);
    else exchanges.push({ said: turn.message.slice(0, maxTextCharacters), question: lastAgentLine });
  }
  const recent = exchanges.slice(-maxUserTurns);
  return Object.fromEntries(
    items.map((item) => {
      const keys = itemKeys(item);
      let found: Found | undefined;
      for (const exchange of recent) found = readTurn(item, keys, exchange.said, exchange.question) ?? found;
      const about = cutText(item.description || item.id, 120);
      return [
        item.id,
        {
          value: found?.value ?? null,
          rationale:
            found?.rationale ??
            `No language model read this conversation, and the rules found no ${item.type} the caller tied to "${about}".`,
          jsonSchema: itemSchema(item),
        },
      ];
    }),
  );
}
