import type { TranscribedWord } from "../ports/transcription.ts";
import type { TranscriptCharacter, TranscriptWord } from "./transcript.ts";

export type TimestampsGranularity = "none" | "word" | "character";

/** The floor of a confidence before its log is taken, so a zero confidence is a finite logprob. */
const minimumConfidence = 1e-4;

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** A word's time spread evenly over its letters: engines time words, not characters. */
export function spreadCharacters(text: string, start: number, end: number): TranscriptCharacter[] {
  const letters = [...text];
  const step = letters.length > 0 ? (end - start) / letters.length : 0;
  return letters.map((letter, index) => ({
    text: letter,
    start: round(start + step * index),
    end: round(index === letters.length - 1 ? end : start + step * (index + 1)),
  }));
}

/**
 * The wire's `words`: each recognised word, with a `spacing` entry between two words that runs from
 * the end of one to the start of the next (ElevenLabs' shape, so clients can rebuild the text and its
 * pauses from the list alone). `speakerOf` gives each word's speaker (diarization); a spacing takes
 * the speaker of the word before it. With granularity `none` the times are null; with `character`
 * every entry also carries its characters.
 */
export function assembleWords(
  heard: readonly TranscribedWord[],
  granularity: TimestampsGranularity,
  speakerOf?: (word: TranscribedWord) => string,
): TranscriptWord[] {
  const entries: TranscriptWord[] = [];
  const timed = (start: number, end: number) =>
    granularity === "none" ? { start: null, end: null } : { start: round(start), end: round(end) };
  heard.forEach((word, index) => {
    const speakerId = speakerOf?.(word);
    const previous = heard[index - 1];
    if (previous) {
      const start = previous.end;
      const end = Math.max(previous.end, word.start);
      entries.push({
        text: " ",
        ...timed(start, end),
        type: "spacing",
        logprob: 0,
        ...(speakerOf ? { speakerId: speakerOf(previous) } : {}),
        ...(granularity === "character"
          ? { characters: [{ text: " ", start: round(start), end: round(end) }] }
          : {}),
      });
    }
    entries.push({
      text: word.text,
      ...timed(word.start, word.end),
      type: word.type ?? "word",
      logprob: Math.log(Math.max(minimumConfidence, Math.min(1, word.confidence))),
      ...(speakerId !== undefined ? { speakerId } : {}),
      ...(granularity === "character"
        ? { characters: spreadCharacters(word.text, word.start, word.end) }
        : {}),
    });
  });
  return entries;
}

/** The transcript text: the entries' texts in order (words joined by their spacings). */
export const transcriptText = (words: readonly TranscriptWord[]) => words.map((word) => word.text).join("");
