import { z } from "zod";

const cueOptions = {
  include_speakers: z.boolean().default(true),
  include_timestamps: z.boolean().default(true),
  segment_on_silence_longer_than_s: z.number().positive().nullish(),
  max_segment_duration_s: z.number().positive().nullish(),
  max_segment_chars: z.number().int().positive().nullish(),
};
const lineOptions = { max_characters_per_line: z.number().int().positive().nullish() };
/** Lines a subtitle cue may hold (spec 001 §3 "lines per cue"; a Chorus extra, default 2). */
const cueLineOptions = { ...lineOptions, max_lines_per_cue: z.number().int().min(1).max(10).nullish() };

/**
 * One entry of `additional_formats` (the SDK's `ExportOptions`): a transcript export and its cue
 * settings (spec 001 §3: characters per line, lines per cue, duration). `vtt` (WebVTT) and
 * `max_lines_per_cue` are Chorus extras; the SDK's formats are the others.
 */
export const ExportOptionsSchema = z.discriminatedUnion("format", [
  z.object({ format: z.literal("srt"), ...cueOptions, ...cueLineOptions }),
  z.object({ format: z.literal("vtt"), ...cueOptions, ...cueLineOptions }),
  z.object({ format: z.literal("txt"), ...cueOptions, ...lineOptions }),
  z.object({ format: z.literal("segmented_json"), ...cueOptions }),
  z.object({ format: z.literal("html"), ...cueOptions, ...lineOptions }),
  z.object({ format: z.literal("docx"), ...cueOptions }),
  z.object({ format: z.literal("pdf"), ...cueOptions }),
]);

export type ExportOptions = z.output<typeof ExportOptionsSchema>;
export type ExportFormat = ExportOptions["format"];
