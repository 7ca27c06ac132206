import { type ExportOptions, messages } from "@chorus/contract";
import type { TranscriptDocumentWriter, TranscriptParagraph } from "../../ports/transcript-documents.ts";
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
  subtitle: { maxCharactersPerLine: 42, linesPerCue: 2, maxDurationSeconds: 7, silenceSeconds: 0.8 },
  text: { maxCharactersPerLine: 100, silenceSeconds: 1 },
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const lineWidth = (options: ExportOptions, fallback: number) =>
  ("max_characters_per_line" in options && options.max_characters_per_line) || fallback;

const speakerPrefix = (speakerId: string | undefined, options: ExportOptions) =>
  options.include_speakers && speakerId ? `${speakerId}: ` : "";

/** Subtitle cues (srt, vtt): within the characters per line, lines per cue and duration settings. */
function subtitleSegments(words: readonly TranscriptWord[], options: ExportOptions): CueSegment[] {
  const width = lineWidth(options, defaults.subtitle.maxCharactersPerLine);
  const lines =
    ("max_lines_per_cue" in options && options.max_lines_per_cue) || defaults.subtitle.linesPerCue;
  return cueSegments(words, {
    ...(options.max_segment_chars ? { maxChars: options.max_segment_chars } : {}),
    maxDurationSeconds: options.max_segment_duration_s ?? defaults.subtitle.maxDurationSeconds,
    silenceSeconds: options.segment_on_silence_longer_than_s ?? defaults.subtitle.silenceSeconds,
    splitOnSpeaker: options.include_speakers,
    lines: { width, count: lines, prefix: (speakerId) => speakerPrefix(speakerId, options) },
  });
}

/** Paragraphs of the text-like exports (txt, json, html, docx, pdf). */
function textSegments(words: readonly TranscriptWord[], options: ExportOptions): CueSegment[] {
  return cueSegments(words, {
    ...(options.max_segment_chars ? { maxChars: options.max_segment_chars } : {}),
    ...(options.max_segment_duration_s ? { maxDurationSeconds: options.max_segment_duration_s } : {}),
    silenceSeconds: options.segment_on_silence_longer_than_s ?? defaults.text.silenceSeconds,
    splitOnSpeaker: options.include_speakers,
  });
}

function subtitles(words: readonly TranscriptWord[], options: ExportOptions, separator: "," | "."): string[] {
  const width = lineWidth(options, defaults.subtitle.maxCharactersPerLine);
  return subtitleSegments(words, options).map((segment) =>
    [
      `${timecode(segment.start, separator)} --> ${timecode(segment.end, separator)}`,
      ...wrapLines(`${speakerPrefix(segment.speakerId, options)}${segment.text}`, width),
    ].join("\n"),
  );
}

/** SubRip: numbered cues, `start --> end`, the text wrapped at the line width. */
export function toSrt(words: readonly TranscriptWord[], options: ExportOptions): string {
  return subtitles(words, options, ",")
    .map((cue, index) => `${index + 1}\n${cue}`)
    .join("\n\n")
    .concat("\n");
}

/** WebVTT: the `WEBVTT` header, then cues with dotted timecodes (what browsers' `<track>` reads). */
export function toVtt(words: readonly TranscriptWord[], options: ExportOptions): string {
  return ["WEBVTT", ...subtitles(words, options, ".")].join("\n\n").concat("\n");
}

/** Plain text: a paragraph per segment, optionally led by its time range and speaker. */
export function toTxt(words: readonly TranscriptWord[], options: ExportOptions): string {
  const width = lineWidth(options, defaults.text.maxCharactersPerLine);
  return textSegments(words, options)
    .map((segment) => {
      const time = options.include_timestamps
        ? `[${timecode(segment.start, ".")} - ${timecode(segment.end, ".")}] `
        : "";
      return wrapLines(`${time}${speakerPrefix(segment.speakerId, options)}${segment.text}`, width).join(
        "\n",
      );
    })
    .join("\n\n")
    .concat("\n");
}

/** Segments as JSON, each with its words (the editor's shape). */
export function toSegmentedJson(words: readonly TranscriptWord[], options: ExportOptions): string {
  const segments = textSegments(words, options).map((segment) => ({
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

/** A standalone HTML page, a paragraph per segment; lines broken at `max_characters_per_line` when set. */
export function toHtml(words: readonly TranscriptWord[], options: ExportOptions): string {
  const width = "max_characters_per_line" in options ? options.max_characters_per_line : undefined;
  const paragraphs = textSegments(words, options).map((segment) => {
    const time = options.include_timestamps
      ? `<span class="time">${timecode(segment.start, ".")}</span> `
      : "";
    const speaker =
      options.include_speakers && segment.speakerId
        ? `<strong class="speaker">${escapeHtml(segment.speakerId)}</strong> `
        : "";
    const text = width
      ? wrapLines(segment.text, width).map(escapeHtml).join("<br>\n")
      : escapeHtml(segment.text);
    return `<p>${time}${speaker}${text}</p>`;
  });
  return `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>Transcript</title></head><body>\n${paragraphs.join("\n")}\n</body></html>\n`;
}

/** The paragraphs of a docx or pdf export. */
export function documentParagraphs(
  words: readonly TranscriptWord[],
  options: ExportOptions,
): TranscriptParagraph[] {
  return textSegments(words, options).map((segment) => ({
    ...(options.include_timestamps
      ? { time: `${timecode(segment.start, ".")} - ${timecode(segment.end, ".")}` }
      : {}),
    ...(options.include_speakers && segment.speakerId ? { speaker: segment.speakerId } : {}),
    text: segment.text,
  }));
}

const textBuilders = {
  srt: { build: toSrt, fileExtension: "srt", contentType: "application/x-subrip" },
  vtt: { build: toVtt, fileExtension: "vtt", contentType: "text/vtt" },
  txt: { build: toTxt, fileExtension: "txt", contentType: "text/plain" },
  segmented_json: { build: toSegmentedJson, fileExtension: "json", contentType: "application/json" },
  html: { build: toHtml, fileExtension: "html", contentType: "text/html" },
} as const;

const documentTypes = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pdf: "application/pdf",
} as const;

/** Refuses, before any work, a format Chorus cannot build (none today; kept for formats the wire adds). */
export function checkExportFormats(requested: readonly ExportOptions[]): void {
  const missing = requested.find(
    (options) => !(options.format in textBuilders || options.format in documentTypes),
  );
  if (missing)
    throw new DomainError("unsupported_feature", messages.unsupportedFeature(`The ${missing.format} export`));
}

/** The `additional_formats` of a transcript, in the order asked; docx and pdf are base64. */
export async function exportTranscript(
  words: readonly TranscriptWord[],
  requested: readonly ExportOptions[],
  documents: TranscriptDocumentWriter,
): Promise<AdditionalFormat[]> {
  checkExportFormats(requested);
  return Promise.all(
    requested.map(async (options): Promise<AdditionalFormat> => {
      if (options.format === "docx" || options.format === "pdf") {
        const bytes = await documents.write(options.format, {
          title: "Transcript",
          paragraphs: documentParagraphs(words, options),
        });
        return {
          requestedFormat: options.format,
          fileExtension: options.format,
          contentType: documentTypes[options.format],
          isBase64Encoded: true,
          content: Buffer.from(bytes).toString("base64"),
        };
      }
      const builder = textBuilders[options.format];
      return {
        requestedFormat: options.format,
        fileExtension: builder.fileExtension,
        contentType: builder.contentType,
        isBase64Encoded: false,
        content: builder.build(words, options),
      };
    }),
  );
}
