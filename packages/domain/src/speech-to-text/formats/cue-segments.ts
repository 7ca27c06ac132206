import type { TranscriptWord } from "../transcript.ts";

/** One cue or paragraph of an export: consecutive words of one speaker. */
export interface CueSegment {
  text: string;
  start: number;
  end: number;
  speakerId?: string;
  words: TranscriptWord[];
}

/** Where a segment must end (spec 001 §3 cue settings); an unset limit does not apply. */
export interface SegmentRules {
  maxChars?: number;
  maxDurationSeconds?: number;
  /** A pause longer than this ends the segment. */
  silenceSeconds?: number;
  /** A change of speaker ends the segment (when speakers are shown). */
  splitOnSpeaker: boolean;
  /** Subtitles: the text (with `prefix`) wrapped at `width` must fit in `count` lines. */
  lines?: { width: number; count: number; prefix?: (speakerId: string | undefined) => string };
}

/**
 * Groups the transcript's words into segments, greedily: a word joins the current segment unless it
 * would pass the character, line or duration limit, follows a long enough pause, or is another
 * speaker's. Audio events are left out of segments (they are not said).
 * A single word longer than the limits still makes a segment of its own. Words without times (granularity
 * `none`) count as instantaneous at 0, so only characters and speakers split them.
 */
export function cueSegments(
  words: readonly TranscriptWord[],
  rules: SegmentRules,
  /** Counts the characters the line checks read, so tests can see the work stay linear. */
  work: { characters: number } = { characters: 0 },
): CueSegment[] {
  const segments: CueSegment[] = [];
  let current: CueSegment | undefined;
  // How the current segment wraps so far (with its prefix): a word's line check continues it, since
  // greedy wrapping is a fold over the words. Wrapping the whole cue again for every word was
  // quadratic in a long cue (wide lines and no other limit: a whole transcript).
  let wrapped: WrapState | undefined;
  for (const word of words) {
    if (word.type !== "word") continue;
    const start = word.start ?? 0;
    const end = word.end ?? start;
    if (current) {
      const text = `${current.text} ${word.text}`;
      const tooLong = rules.maxChars !== undefined && text.length > rules.maxChars;
      const tooSlow =
        rules.maxDurationSeconds !== undefined && end - current.start > rules.maxDurationSeconds;
      const paused = rules.silenceSeconds !== undefined && start - current.end > rules.silenceSeconds;
      const otherSpeaker = rules.splitOnSpeaker && word.speakerId !== current.speakerId;
      const withWord = rules.lines && wrapped && wrapMore(wrapped, ` ${word.text}`, rules.lines.width, work);
      const tooManyLines =
        rules.lines !== undefined && withWord !== undefined && lineCount(withWord) > rules.lines.count;
      if (!tooLong && !tooSlow && !paused && !otherSpeaker && !tooManyLines) {
        current.text = text;
        current.end = Math.max(current.end, end);
        current.words.push(word);
        wrapped = withWord;
        continue;
      }
    }
    current = {
      text: word.text,
      start,
      end,
      ...(word.speakerId !== undefined ? { speakerId: word.speakerId } : {}),
      words: [word],
    };
    wrapped =
      rules.lines &&
      wrapMore(
        { lines: 0, lineLength: 0 },
        `${rules.lines.prefix?.(current.speakerId) ?? ""}${word.text}`,
        rules.lines.width,
        work,
      );
    segments.push(current);
  }
  return segments;
}

/** Breaks a cue's text into lines of at most `width` characters, at spaces (a longer word keeps its own line). */
export function wrapLines(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ").filter((w) => w.length > 0)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** `wrapLines` as a fold: the lines finished so far and the length of the one being filled (0: none yet). */
interface WrapState {
  lines: number;
  lineLength: number;
}

/** The state after wrapping `text` onto `state`, exactly as `wrapLines` would on the joined text. */
function wrapMore(state: WrapState, text: string, width: number, work: { characters: number }): WrapState {
  work.characters += text.length;
  let { lines, lineLength } = state;
  for (const word of text.split(" ")) {
    if (word.length === 0) continue;
    if (lineLength > 0 && lineLength + 1 + word.length > width) {
      lines++;
      lineLength = word.length;
    } else lineLength = lineLength > 0 ? lineLength + 1 + word.length : word.length;
  }
  return { lines, lineLength };
}

const lineCount = (state: WrapState) => state.lines + (state.lineLength > 0 ? 1 : 0);
