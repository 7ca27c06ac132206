import { type AnalysedTurn, analysisLimits, cutText } from "./conversation-analysis.ts";
import { contentWords, sentencesOf } from "./transcript-words.ts";

/** Sentences read from one transcript: the start of a very long call is enough to rank them. */
const maxSentences = 2_000;
/** Characters of one quoted sentence. */
const sentenceCharacters = 300;
/** Words a title keeps. */
const titleWords = 8;

interface Sentence {
  role: "user" | "agent";
  text: string;
  position: number;
  keys: string[];
}

/**
 * How central a sentence is: how often the conversation uses its content words, for its length
 * (a sentence of greetings and fillers has none and scores 0).
 */
function centrality(sentence: Sentence, counts: Map<string, number>): number {
  const distinct = new Set(sentence.keys);
  if (distinct.size < 2) return 0;
  let sum = 0;
  for (const key of distinct) sum += counts.get(key) ?? 0;
  return sum / Math.sqrt(sentence.keys.length);
}

const best = (sentences: readonly Sentence[], counts: Map<string, number>) =>
  sentences
    .map((sentence) => ({ sentence, score: centrality(sentence, counts) }))
    .filter((ranked) => ranked.score > 0)
    .sort((a, b) => b.score - a.score || a.sentence.position - b.sentence.position)
    .map((ranked) => ranked.sentence);

/**
 * A summary quoted from the transcript, for agents without a model that can write one: the caller's
 * two most central sentences and the agent's most central one, in the order they were said, under a
 * heading that says they are quotes. The title is the caller's most central sentence, cut short.
 * Nothing is made up: every word is the conversation's own.
 */
export function extractiveSummary(transcript: readonly AnalysedTurn[]): {
  summary: string;
  title: string | null;
} {
  const sentences: Sentence[] = [];
  for (const turn of transcript) {
    if (!turn.message || sentences.length >= maxSentences) continue;
    for (const text of sentencesOf(turn.message, sentenceCharacters)) {
      if (sentences.length >= maxSentences) break;
      sentences.push({
        role: turn.role,
        text,
        position: sentences.length,
        keys: contentWords(text).map((word) => word.key),
      });
    }
  }
  if (sentences.length === 0) return { summary: "Nothing was said in this conversation.", title: null };
  const counts = new Map<string, number>();
  for (const sentence of sentences)
    for (const key of sentence.keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  const caller = best(
    sentences.filter((sentence) => sentence.role === "user"),
    counts,
  ).slice(0, 2);
  const agent = best(
    sentences.filter((sentence) => sentence.role === "agent"),
    counts,
  ).slice(0, 1);
  const picked = [...caller, ...agent].sort((a, b) => a.position - b.position);
  const quoted = picked.length ? picked : sentences.slice(0, 2);
  const lines = quoted.map(
    (sentence) => `${sentence.role === "user" ? "Caller" : "Agent"}: "${sentence.text}"`,
  );
  const summary = cutText(
    `Quoted from the transcript (an extractive summary; no language model summarised this call). ${lines.join(" ")}`,
    analysisLimits.summaryCharacters,
  );
  const lead = caller[0] ?? quoted[0];
  const words = lead?.text.replace(/[.!?]+$/, "").split(/\s+/) ?? [];
  const title = words.length
    ? cutText(
        words.length > titleWords ? `${words.slice(0, titleWords).join(" ")}…` : words.join(" "),
        analysisLimits.titleCharacters,
      )
    : null;
  return { summary, title };
}
