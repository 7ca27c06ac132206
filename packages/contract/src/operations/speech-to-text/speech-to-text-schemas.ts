import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { messages } from "../../errors/messages.ts";
import { ExportOptionsSchema } from "./export-options.ts";

/** Multipart booleans arrive as text; Python clients send `True`/`False`. */
const formBoolean = z
  .enum(["true", "false", "True", "False"])
  .transform((value) => value.toLowerCase() === "true")
  .optional();

/** The SDK sends `additional_formats` as one JSON text field holding the array. */
const formExportOptions = z
  .string()
  .max(inputLimits.formFieldCharacters)
  .transform((text, ctx) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text || "[]");
    } catch {
      ctx.addIssue({ code: "custom", message: messages.additionalFormatsInvalid });
      return z.NEVER;
    }
    const result = z
      .array(ExportOptionsSchema)
      .max(10)
      .safeParse(Array.isArray(parsed) ? parsed : [parsed]);
    if (result.success) return result.data;
    ctx.addIssue({ code: "custom", message: messages.additionalFormatsInvalid });
    return z.NEVER;
  })
  .optional();

export const speechToTextModelIds = ["scribe_v1", "scribe_v1_experimental", "scribe_v2"] as const;

/** The text fields of `POST /v1/speech-to-text` that Chorus reads; the SDK's others are ignored. */
export const SpeechToTextFormFieldsSchema = z.object({
  model_id: z.enum(speechToTextModelIds, { error: messages.speechToTextModelInvalid }),
  language_code: z.string().trim().min(1).max(20).optional(),
  tag_audio_events: formBoolean,
  num_speakers: z.coerce.number().int().min(1).max(32).optional(),
  timestamps_granularity: z.enum(["none", "word", "character"]).default("word"),
  diarize: formBoolean,
  additional_formats: formExportOptions,
  cloud_storage_url: z.string().trim().min(1).max(2048).optional(),
  /** Asynchronous mode: answer at once, transcribe in the background, poll the transcript. */
  webhook: formBoolean,
  /** `pcm_s16le_16`: the file is raw 16-bit little-endian mono PCM at 16 kHz (no header), read as is. */
  file_format: z.enum(["pcm_s16le_16", "other"]).default("other"),
  /** Non-verbatim: fillers ("um", "uh") and non-speech events are left out. */
  no_verbatim: formBoolean,
});

export type SpeechToTextFormFields = z.output<typeof SpeechToTextFormFieldsSchema>;

const CharacterSchema = z
  .object({ text: z.string(), start: z.number(), end: z.number() })
  .meta({ id: "SpeechToTextCharacterResponseModel" });

const WordSchema = z
  .object({
    text: z.string(),
    start: z.number().nullable(),
    end: z.number().nullable(),
    type: z.enum(["word", "spacing", "audio_event"]),
    speaker_id: z.string().nullable().optional(),
    logprob: z.number(),
    characters: z.array(CharacterSchema).nullable().optional(),
  })
  .meta({ id: "SpeechToTextWordResponseModel" });

const AdditionalFormatSchema = z
  .object({
    requested_format: z.string(),
    file_extension: z.string(),
    content_type: z.string(),
    is_base64_encoded: z.boolean(),
    content: z.string(),
  })
  .meta({ id: "AdditionalFormatResponseModel" });

export const SpeechToTextChunkResponseSchema = z
  .object({
    language_code: z.string(),
    language_probability: z.number(),
    text: z.string(),
    words: z.array(WordSchema),
    additional_formats: z.array(AdditionalFormatSchema).nullable().optional(),
    transcription_id: z.string().nullable().optional(),
    audio_duration_secs: z.number().nullable().optional(),
  })
  .meta({ id: "SpeechToTextChunkResponseModel" });

export type SpeechToTextChunkResponse = z.input<typeof SpeechToTextChunkResponseSchema>;

/**
 * The answer of `webhook=true` (`SpeechToTextWebhookResponseModel`): the request was accepted and
 * the transcript is made in the background, under `transcription_id`.
 */
export const SpeechToTextWebhookResponseSchema = z
  .object({
    message: z.string(),
    request_id: z.string(),
    transcription_id: z.string().nullable().optional(),
  })
  .meta({ id: "SpeechToTextWebhookResponseModel" });

export type SpeechToTextWebhookResponse = z.input<typeof SpeechToTextWebhookResponseSchema>;

export const TranscriptParamsSchema = z.object({ transcription_id: z.string().min(1).max(64) });
