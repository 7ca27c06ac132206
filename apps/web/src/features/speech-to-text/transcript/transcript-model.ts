import type { SpeechToTextChunkResponse } from "@chorus/contract";

/** A word as the editor keeps it; times are null when the transcript was made without timestamps. */
export interface EditorWord {
  text: string;
  start: number | null;
  end: number | null;
  /** An audio event such as "(laughter)" is shown apart from speech. */
  event: boolean;
}

/** A speaker turn: consecutive words of one speaker, cut at long pauses so it stays editable. */
export interface TranscriptSegment {
  id: string;
  speakerId: string;
  words: EditorWord[];
}

/** One transcribed file in the editor: what the API answered, as segments, plus the person's edits. */
export interface TranscriptDocument {
  id: string;
  fileName: string;
  createdAt: number;
  languageCode: string;
  durationSeconds: number | null;
  segments: TranscriptSegment[];
  /** Speaker id → the name the person gave; ids without one show their default label. */
  speakerNames: Record<string, string>;
  /** Whether the words have times (timestamps_granularity was not "none"). */
  timed: boolean;
}

/** A pause this long starts a new segment even when the speaker does not change. */
const pauseSeconds = 1.5;
/** Past this many words a segment ends at the next short pause, and at the latest here … */
const softWordLimit = 30;
const shortPauseSeconds = 0.3;
/** … or here, so a monologue is still cut into pieces one can edit. */
const hardWordLimit = 60;

/**
 * Groups the API's words (word and audio_event entries; spacings are rebuilt as single spaces) into
 * speaker turns. The server's `speaker_id` is the turn's speaker; without diarization every word is
 * `speaker_0`'s.
 */
export function segmentsFromResponse(response: SpeechToTextChunkResponse): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  let current: TranscriptSegment | null = null;
  for (const word of response.words) {
    if (word.type === "spacing") continue;
    const text = word.text.trim();
    if (!text) continue;
    const speakerId = word.speaker_id ?? "speaker_0";
    const editorWord: EditorWord = {
      text,
      start: word.start ?? null,
      end: word.end ?? null,
      event: word.type === "audio_event",
    };
    if (current && !startsNewSegment(current, speakerId, editorWord)) {
      current.words.push(editorWord);
      continue;
    }
    current = { id: `s${segments.length}`, speakerId, words: [editorWord] };
    segments.push(current);
  }
  return segments;
}

function startsNewSegment(segment: TranscriptSegment, speakerId: string, word: EditorWord): boolean {
  if (segment.speakerId !== speakerId) return true;
  const previous = segment.words[segment.words.length - 1];
  const gap = previous?.end != null && word.start != null ? word.start - previous.end : 0;
  if (gap >= pauseSeconds) return true;
  if (segment.words.length >= hardWordLimit) return true;
  return segment.words.length >= softWordLimit && gap >= shortPauseSeconds;
}

/** The text of some words as one line. */
export function wordsText(words: readonly EditorWord[]): string {
  return words.map((word) => word.text).join(" ");
}

/** "Speaker 1" for `speaker_0` unless the person renamed it. */
export function speakerLabel(
  document: Pick<TranscriptDocument, "speakerNames">,
  speakerId: string,
  fallback: (number: number) => string,
): string {
  const named = document.speakerNames[speakerId]?.trim();
  if (named) return named;
  const number = Number(/(\d+)$/.exec(speakerId)?.[1] ?? 0);
  return fallback(number + 1);
}

/** The distinct speakers in order of first appearance. */
export function speakerIds(document: TranscriptDocument): string[] {
  return [...new Set(document.segments.map((segment) => segment.speakerId))];
}

/** A segment's time span, or null when its words have no times. */
export function segmentSpan(segment: TranscriptSegment): { start: number; end: number } | null {
  const first = segment.words.find((word) => word.start !== null);
  const last = [...segment.words].reverse().find((word) => word.end !== null);
  if (first?.start == null || last?.end == null) return null;
  return { start: first.start, end: last.end };
}
