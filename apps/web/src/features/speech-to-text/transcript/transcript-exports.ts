import type { EditorWord, TranscriptDocument, TranscriptSegment } from "./transcript-model.ts";
import { segmentSpan, wordsText } from "./transcript-model.ts";

export type ExportFormat = "srt" | "vtt" | "txt" | "json";
export const exportFormats: readonly ExportFormat[] = ["srt", "vtt", "txt", "json"];

/** Spec 001 §3 cue settings, with the usual broadcast defaults (two lines of 42, at most 7 s). */
export interface CueSettings {
  maxCharactersPerLine: number;
  linesPerCue: number;
  maxDurationSeconds: number;
  includeSpeakers: boolean;
  includeTimestamps: boolean;
}

export const defaultCueSettings: CueSettings = {
  maxCharactersPerLine: 42,
  linesPerCue: 2,
  maxDurationSeconds: 7,
  includeSpeakers: true,
  includeTimestamps: true,
};

/** A pause this long inside a speaker turn ends a subtitle cue. */
const cuePauseSeconds = 0.8;

interface Cue {
  start: number;
  end: number;
  speakerId: string;
  words: EditorWord[];
}

/** `00:01:02,345` (SubRip) or `00:01:02.345` (WebVTT). */
export function timecode(seconds: number, separator: "," | "."): string {
  const millis = Math.max(0, Math.round(seconds * 1000));
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor((millis % 3_600_000) / 60_000);
  const secs = Math.floor((millis % 60_000) / 1000);
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}${separator}${pad(millis % 1000, 3)}`;
}

/** Breaks text into lines of at most `width` characters at spaces (a longer word keeps its own line). */
export function wrapLines(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ").filter((piece) => piece.length > 0)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Subtitle cues: each speaker turn is cut greedily where the next word would pass the characters a
 * cue can hold (line width × lines), the cue's longest duration, or follows a pause.
 */
function cuesOf(
  segments: readonly TranscriptSegment[],
  settings: CueSettings,
  prefix: (id: string) => string,
) {
  const cues: Cue[] = [];
  for (const segment of segments) {
    let current: Cue | null = null;
    for (const word of segment.words) {
      if (word.start === null || word.end === null) continue;
      if (current) {
        const text = `${prefix(segment.speakerId)}${wordsText([...current.words, word])}`;
        const tooLong = text.length > settings.maxCharactersPerLine * settings.linesPerCue;
        const tooSlow = word.end - current.start > settings.maxDurationSeconds;
        const paused = word.start - current.end > cuePauseSeconds;
        if (!tooLong && !tooSlow && !paused) {
          current.words.push(word);
          current.end = Math.max(current.end, word.end);
          continue;
        }
      }
      current = { start: word.start, end: word.end, speakerId: segment.speakerId, words: [word] };
      cues.push(current);
    }
  }
  return cues;
}

export interface ExportInput {
  document: TranscriptDocument;
  settings: CueSettings;
  /** The label shown for a speaker (the person's name for it, else "Speaker 1"). */
  speakerName: (speakerId: string) => string;
}

function toSrt({ document, settings, speakerName }: ExportInput): string {
  const prefix = (id: string) => (settings.includeSpeakers ? `${speakerName(id)}: ` : "");
  return cuesOf(document.segments, settings, prefix)
    .map((cue, index) =>
      [
        String(index + 1),
        `${timecode(cue.start, ",")} --> ${timecode(cue.end, ",")}`,
        ...wrapLines(`${prefix(cue.speakerId)}${wordsText(cue.words)}`, settings.maxCharactersPerLine),
      ].join("\n"),
    )
    .join("\n\n")
    .concat("\n");
}

function toVtt({ document, settings, speakerName }: ExportInput): string {
  // A voice span carries the speaker in WebVTT; its tag does not count towards the line width.
  const escapeCueText = (text: string) =>
    text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const cues = cuesOf(document.segments, settings, () => "").map((cue) => {
    const lines = wrapLines(escapeCueText(wordsText(cue.words)), settings.maxCharactersPerLine);
    const voice = settings.includeSpeakers ? `<v ${escapeCueText(speakerName(cue.speakerId))}>` : "";
    return [`${timecode(cue.start, ".")} --> ${timecode(cue.end, ".")}`, `${voice}${lines.join("\n")}`].join(
      "\n",
    );
  });
  return ["WEBVTT", ...cues].join("\n\n").concat("\n");
}

function toTxt({ document, settings, speakerName }: ExportInput): string {
  return document.segments
    .map((segment) => {
      const span = segmentSpan(segment);
      const time = settings.includeTimestamps && span ? `[${timecode(span.start, ".")}] ` : "";
      const speaker = settings.includeSpeakers ? `${speakerName(segment.speakerId)}: ` : "";
      return `${time}${speaker}${wordsText(segment.words)}`;
    })
    .join("\n\n")
    .concat("\n");
}

function toJson({ document, speakerName }: ExportInput): string {
  return JSON.stringify(
    {
      file_name: document.fileName,
      language_code: document.languageCode,
      audio_duration_secs: document.durationSeconds,
      segments: document.segments.map((segment) => ({
        speaker_id: segment.speakerId,
        speaker_name: speakerName(segment.speakerId),
        ...segmentSpan(segment),
        text: wordsText(segment.words),
        words: segment.words.map((word) => ({
          text: word.text,
          start: word.start,
          end: word.end,
          type: word.event ? "audio_event" : "word",
        })),
      })),
    },
    null,
    2,
  ).concat("\n");
}

const builders: Record<ExportFormat, { build: (input: ExportInput) => string; type: string }> = {
  srt: { build: toSrt, type: "application/x-subrip" },
  vtt: { build: toVtt, type: "text/vtt" },
  txt: { build: toTxt, type: "text/plain" },
  json: { build: toJson, type: "application/json" },
};

/** Subtitles need times; a transcript made without timestamps exports as text and JSON only. */
export function formatNeedsTimes(format: ExportFormat): boolean {
  return format === "srt" || format === "vtt";
}

/** The export as a file: built here from the edited transcript, so edits and speaker names are in it. */
export function buildExport(format: ExportFormat, input: ExportInput): { content: string; type: string } {
  const builder = builders[format];
  return { content: builder.build(input), type: `${builder.type};charset=utf-8` };
}

/** "interview.srt" for "interview.mp3". */
export function exportFileName(fileName: string, format: ExportFormat): string {
  const base = fileName.replace(/\.[^.]+$/, "") || "transcript";
  return `${base}.${format}`;
}
