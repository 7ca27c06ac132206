import type { WordTiming } from "../ports/speech.ts";

/** A word as the answer counts words: letters, digits and apostrophes. */
const wordPattern = /[\p{L}\p{M}\p{N}']+/gu;

/**
 * The reference's time span of every word of the text. eSpeak-NG reports one event per word it
 * speaks, but joins clitics and short function words to a neighbour ("from the" may come as one
 * event) and speaks numbers as several; so each text word takes the events that overlap it, and
 * words sharing one event split its time by their length. A word no event covers starts and ends
 * where the previous one ended.
 */
export function textWordTimings(text: string, events: readonly WordTiming[]): WordTiming[] {
  const words = [...text.matchAll(wordPattern)].map((match) => ({
    charStart: match.index,
    charEnd: match.index + match[0].length,
  }));
  // A sweep over both in text order: the events that have begun before a word ends and not ended
  // before it begins. Filtering every event for every word was quadratic (an hour's transcript has
  // about 10,000 words and as many events: seconds of the event loop).
  const byStart = [...events].sort((a, b) => a.charStart - b.charStart);
  let next = 0;
  let active: WordTiming[] = [];
  const timings: WordTiming[] = [];
  let previousEndMs = 0;
  for (const word of words) {
    while (next < byStart.length && byStart[next]!.charStart < word.charEnd) active.push(byStart[next++]!);
    // Words only move right: an event that ended before this word cannot reach a later one.
    active = active.filter((event) => event.charEnd > word.charStart);
    const overlapping = active;
    if (overlapping.length === 0) {
      timings.push({ ...word, startMs: previousEndMs, endMs: previousEndMs });
      continue;
    }
    const spans = overlapping.map((event) => {
      // This word's share of the event: the event's time cut by character position.
      const length = Math.max(1, event.charEnd - event.charStart);
      const duration = event.endMs - event.startMs;
      const from = Math.max(event.charStart, word.charStart) - event.charStart;
      const to = Math.min(event.charEnd, word.charEnd) - event.charStart;
      return {
        startMs: event.startMs + (duration * from) / length,
        endMs: event.startMs + (duration * to) / length,
      };
    });
    const startMs = Math.max(previousEndMs, Math.min(...spans.map((span) => span.startMs)));
    const endMs = Math.max(startMs, ...spans.map((span) => span.endMs));
    timings.push({ ...word, startMs, endMs });
    previousEndMs = endMs;
  }
  return timings;
}
