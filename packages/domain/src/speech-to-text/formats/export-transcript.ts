import { type ExportOptions, messages } from "@chorus/contract";
import { DomainError } from "../../shared/domain-error.ts";
import type { AdditionalFormat, TranscriptWord } from "../transcript.ts";
import { type CueSegment, cueSegments, wrapLines } from "./cue-segments.ts";
import { timecode } from "./timecodes.ts";

/**
 * Defaults where the request leaves a cue setting out. Subtitles follow the usual broadcast rules
 * (two lines of 42 characters, at most 7 seconds on screen); text-like exports break into paragraphs
 * at pauses of a second or at a speaker change.
 */
const defaults = {
  srt: { maxCharactersPerLine: 42, linesPerCue: 2, maxDurationSeconds: 7, silenceSeconds: 0.8 },
  text: { maxCharactersPerLine: 100, silenceSeconds: 1 },
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function segmentsFor(
  words: readonly TranscriptWord[],
  options: ExportOptions,
  isSubtitle: boolean,
): CueSegment[] {
  const perLine =
    "max_characters_per_line" in options && options.max_characters_per_line
      ? options.max_characters_per_line
      : defaults.srt.maxCharactersPerLine;
  return cueSegments(words, {
    maxChars: options.max_segment_chars ?? (isSubtitle ? perLine * defaults.srt.linesPerCue : undefined),
    maxDurationSeconds:
      options.max_segment_duration_s ?? (isSubtitle ? defaults.srt.maxDurationSeconds : undefined),
    silenceSeconds:
      options.segment_on_silence_longer_than_s ??
      (isSubtitle ? defaults.srt.silenceSeconds : defaults.text.silenceSeconds),
    splitOnSpeaker: options.include_speakers,
  });
}

const speakerPrefix = (segment: CueSegment, options: ExportOptions) =>
  options.include_speakers && segment.speakerId ? `${segment.speakerId}: ` : "";

/** SubRip: numbered cues, `start --> end`, the text wrapped at the line width. */
export function toSrt(words: readonly TranscriptWord[], options: ExportOptions): string {
  const width =
    ("max_characters_per_line" in options && options.max_characters_per_line) ||
    defaults.srt.maxCharactersPerLine;
  return segmentsFor(words, options, true)
    .map((segment, index) =>
      [
        String(index + 1),
        `${timecode(segment.start)} --> ${timecode(segment.end)}`,
        ...wrapLines(`${speakerPrefix(segment, options)}${segment.text}`, width),
      ].join("\n"),
    )
    .join("\n\n")
    .concat("\n");
}

/** Plain text: a paragraph per segment, optionally led by its time range and speaker. */
export function toTxt(words: readonly TranscriptWord[], options: ExportOptions): string {
  const width =
    ("max_characters_per_line" in options && options.max_characters_per_line) ||
    defaults.text.maxCharactersPerLine;
  return segmentsFor(words, options, false)
    .map((segment) => {
      const time = options.include_timestamps
        ? `[${timecode(segment.start, ".")} - ${timecode(segment.end, ".")}] `
        : "";
      return wrapLines(`${time}${speakerPrefix(segment, options)}${segment.text}`, width).join("\n");
    })
    .join("\n\n")
    .concat("\n");
}

/** Segments as JSON, each with its words (the editor's shape). */
export function toSegmentedJson(words: readonly TranscriptWord[], options: ExportOptions): string {
  const segments = segmentsFor(words, options, false).map((segment) => ({
    text: segment.text,
    ...(options.include_timestamps ? { start: segment.start, end: segment.end } : {}),
    ...(options.include_speakers && segment.speakerId ? { speaker_id: segment.speakerId } : {}),
    words: segment.words.map((word) => ({
      text: word.text,
      ...(options.include_timestamps ? { start: word.start, end: word.end } : {}),
      ...(options.include_speakers && word.speakerId ? { speaker_id: word.speakerId } : {}),
    })),
  }));
  return JSON.stringify({ segments });
}

/** A standalone HTML page, a paragraph per segment. */
export function toHtml(words: readonly TranscriptWord[], options: ExportOptions): string {
  const paragraphs = segmentsFor(words, options, false).map((segment) => {
    const time = options.include_timestamps
      ? `<span class="time">${timecode(segment.start, ".")}</span> `
      : "";
    const speaker =
      options.include_speakers && segment.speakerId
        ? `<strong class="speaker">${escapeHtml(segment.speakerId)}</strong> `
        : "";
    return `<p>${time}${speaker}${escapeHtml(segment.text)}</p>`;
  });
  return `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>Transcript</title></head><body>\n${paragraphs.join("\n")}\n</body></html>\n`;
}

const builders = {
  srt: { build: toSrt, fileExtension: "srt", contentType: "application/x-subrip" },
  txt: { build: toTxt, fileExtension: "txt", contentType: "text/plain" },
  segmented_json: { build: toSegmentedJson, fileExtension: "json", contentType: "application/json" },
  html: { build: toHtml, fileExtension: "html", contentType: "text/html" },
} as const;

/** Refuses, before any work, the formats Chorus cannot build yet (docx, pdf). */
export function checkExportFormats(requested: readonly ExportOptions[]): void {
  const missing = requested.find((options) => !(options.format in builders));
  if (missing)
    throw new DomainError("unsupported_feature", messages.unsupportedFeature(`The ${missing.format} export`));
}

/** The `additional_formats` of a transcript, in the order asked. */
export function exportTranscript(
  words: readonly TranscriptWord[],
  requested: readonly ExportOptions[],
): AdditionalFormat[] {
  checkExportFormats(requested);
  return requested.map((options) => {
    const builder = builders[options.format as keyof typeof builders];
    return {
      requestedFormat: options.format,
      fileExtension: builder.fileExtension,
      contentType: builder.contentType,
      isBase64Encoded: false,
      content: builder.build(words, options),
    };
  });
}
