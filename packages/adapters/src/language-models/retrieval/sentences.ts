import { sentenceCues } from "./cues.ts";
import { instructionKind } from "./instruction-sentences.ts";
import { contentTerms } from "./words.ts";

/** A sentence the engine may answer with. */
export interface KnowledgeSentence {
  /** What is said when it answers (persona sentences already in the first person). */
  text: string;
  /** Its stemmed content words, with those of the heading it sits under, and its cues (cues.ts). */
  terms: string[];
  /** Facts count fully; a persona sentence ("You are Ava, …") counts less, so facts win ties. */
  weight: number;
}

/** Sentences considered per turn: a long prompt plus a knowledge base stays well within it. */
export const maxKnowledgeSentences = 2_000;
/** Characters read from one text (the prompt, or one passage). */
const maxTextCharacters = 200_000;
/** A sentence longer than this is cut at a word when said: nobody listens to a paragraph read out. */
const maxSpokenCharacters = 400;

/**
 * The sentences of the system prompt and the knowledge passages, in order, without the prompt's
 * instructions to the agent (quoting "Never discuss prices." to a caller would be wrong). Lines are
 * split first (prompts are often lists), then sentences at `.`, `!` or `?` followed by a capital or a
 * digit, so "7 a.m. to 6 p.m." and "e.g. bread" stay whole. A line ending in ":" is a heading: the
 * lines under it (to the next blank line) are matched with its words and said after it
 * ("Opening hours: Tuesday to Sunday, 7 am to 6 pm").
 */
export function knowledgeSentences(texts: readonly string[]): KnowledgeSentence[] {
  const sentences: KnowledgeSentence[] = [];
  for (const text of texts) {
    let heading: string | undefined;
    let sayHeading = false;
    for (const rawLine of text.slice(0, maxTextCharacters).split(/\r?\n/)) {
      if (sentences.length >= maxKnowledgeSentences) return sentences;
      const line = rawLine.replace(/^\s*(?:[-*•+]|\d{1,3}[.)])\s+/, "").trim();
      if (line === "") {
        if (sayHeading) heading = undefined;
        continue;
      }
      const markdownHeading = line.match(/^#{1,6}\s+(.*)$/);
      if (markdownHeading) {
        heading = markdownHeading[1]?.trim();
        sayHeading = false;
        continue;
      }
      if (line.endsWith(":") && line.length <= 80) {
        heading = line.slice(0, -1).trim();
        sayHeading = true;
        continue;
      }
      for (const sentence of splitSentences(line)) {
        if (sentences.length >= maxKnowledgeSentences) return sentences;
        const kind = instructionKind(sentence);
        if (kind.kind === "instruction") continue;
        const text = kind.kind === "persona" ? kind.firstPerson : sentence;
        const terms = [...contentTerms(heading ? `${heading} ${text}` : text), ...sentenceCues(text)];
        if (terms.length === 0) continue;
        sentences.push({
          text: spoken(sayHeading && heading ? `${heading}: ${text}` : text),
          terms,
          weight: kind.kind === "persona" ? 0.5 : 1,
        });
      }
    }
  }
  return sentences;
}

/** Sentences of one line, each with its closing punctuation. */
export function splitSentences(line: string): string[] {
  return line
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"'“‘(])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** A sentence as said: ending in punctuation, and cut at a word when it is very long. */
function spoken(sentence: string): string {
  let text = sentence;
  if (text.length > maxSpokenCharacters) {
    const cut = text.slice(0, maxSpokenCharacters);
    text = `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1)).replace(/[\s,;:]+$/, "")}…`;
  }
  return /[.!?…]["'”’)]?$/.test(text) ? text : `${text}.`;
}
