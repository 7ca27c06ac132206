import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defaultVideoTheme, videoThemeIds } from "../../catalogues/video-themes.ts";
import { messages } from "../../errors/messages.ts";
import { CharacterAlignmentSchema } from "../text-to-speech/tts-schemas.ts";
import { VoiceSettingsSchema } from "../voices/voice-schemas.ts";

/** Spec 000 §5: clients omit empty query values; a server that gets one anyway treats it as absent. */
const emptyAsAbsent = (value: unknown) => (value === "" ? undefined : value);

export const HistoryItemParamsSchema = z.object({
  history_item_id: z.string().min(1).max(inputLimits.idCharacters),
});

/** Spec 000 §9: written feedback, when given, is 20 to 200 characters (blank counts as not given). */
export const feedbackTextLimits = { min: 20, max: 200 } as const;

export const HistoryFeedbackSchema = z
  .object({
    thumbs_up: z.boolean(),
    feedback: z.string(),
    emotions: z.boolean(),
    inaccurate_clone: z.boolean(),
    glitches: z.boolean(),
    audio_quality: z.boolean(),
    other: z.boolean(),
    review_status: z.string(),
  })
  .meta({ id: "HistoryFeedback" });

/** `SpeechHistoryItemResponse` with every field the SDK requires, plus the item's `feedback` (spec 000 §3). */
export const SpeechHistoryItemSchema = z
  .object({
    history_item_id: z.string(),
    request_id: z.string().nullish(),
    voice_id: z.string().nullish(),
    model_id: z.string().nullish(),
    voice_name: z.string().nullish(),
    voice_category: z.enum(["premade", "cloned", "generated", "professional"]).nullish(),
    text: z.string().nullish(),
    date_unix: z.number().int(),
    character_count_change_from: z.number().int(),
    character_count_change_to: z.number().int(),
    content_type: z.string(),
    state: z.enum(["created", "deleted", "processing"]).nullish(),
    settings: VoiceSettingsSchema.nullish(),
    share_link_id: z.string().nullish(),
    source: z
      .enum([
        "TTS",
        "STS",
        "Projects",
        "PD",
        "AN",
        "Dubbing",
        "PlayAPI",
        "ConvAI",
        "VoiceGeneration",
        "InVPC",
        "Flows",
        "VoicePreview",
      ])
      .nullish(),
    alignments: z
      .object({ alignment: CharacterAlignmentSchema, normalized_alignment: CharacterAlignmentSchema })
      .nullish(),
    dialogue: z.array(z.object({ text: z.string(), voice_id: z.string(), voice_name: z.string() })).nullish(),
    output_format: z.string().nullish(),
    feedback: HistoryFeedbackSchema.nullish(),
  })
  .meta({ id: "SpeechHistoryItemResponse" });

/** Seconds since 1970, up to the last second of year 9999 (any later is no date at all). */
const unixTime = z.coerce.number().int().min(0).max(253_402_300_799);

export const HistoryListQuerySchema = z.object({
  page_size: z.preprocess(emptyAsAbsent, z.coerce.number().int().min(1).max(1000).default(100)),
  start_after_history_item_id: z.preprocess(
    emptyAsAbsent,
    z.string().max(inputLimits.idCharacters).optional(),
  ),
  voice_id: z.preprocess(emptyAsAbsent, z.string().max(inputLimits.idCharacters).optional()),
  model_id: z.preprocess(emptyAsAbsent, z.string().max(inputLimits.idCharacters).optional()),
  date_before_unix: z.preprocess(emptyAsAbsent, unixTime.optional()),
  date_after_unix: z.preprocess(emptyAsAbsent, unixTime.optional()),
  sort_direction: z.preprocess(emptyAsAbsent, z.enum(["asc", "desc"]).default("desc")),
  search: z.preprocess(emptyAsAbsent, z.string().max(inputLimits.searchCharacters).optional()),
  source: z.preprocess(emptyAsAbsent, z.enum(["TTS", "STS", "Flows"]).optional()),
});

export const GetSpeechHistoryResponseSchema = z
  .object({
    history: z.array(SpeechHistoryItemSchema),
    last_history_item_id: z.string().nullish(),
    has_more: z.boolean(),
    scanned_until: z.number().int().nullish(),
  })
  .meta({ id: "GetSpeechHistoryResponse" });

const isBlank = (text: string | null | undefined) => !text?.trim();

export const HistoryFeedbackBodySchema = z.object({
  thumbs_up: z.boolean(),
  feedback: z
    .string()
    // Far above the 200 the refinement allows, so padded feedback still gets the spec's message.
    .max(inputLimits.descriptionCharacters)
    .nullish()
    .describe("Written feedback: 20 to 200 characters when given (blank counts as none).")
    .refine(
      (text) =>
        isBlank(text) ||
        (text!.trim().length >= feedbackTextLimits.min && text!.trim().length <= feedbackTextLimits.max),
      messages.feedbackLength,
    ),
  emotions: z.boolean().nullish(),
  inaccurate_clone: z.boolean().nullish(),
  glitches: z.boolean().nullish(),
  audio_quality: z.boolean().nullish(),
  other: z.boolean().nullish(),
});

export const DownloadHistoryBodySchema = z
  .object({
    history_item_ids: z.array(z.string().min(1).max(inputLimits.idCharacters)).min(1).max(1000),
    output_format: z
      .string()
      .max(inputLimits.shortTextCharacters)
      .nullish()
      .describe(
        'Transcode the audio: "wav" (WAV at the audio\'s own sample rate), "default" (as stored), or any output_format id of text to speech.',
      ),
  })
  .meta({ id: "DownloadHistoryRequest" });

export const HistoryShareLinkSchema = z.object({
  share_link: z.string(),
  public_user_name: z.string().nullish(),
});

/** `true`/`false` in a query string (z.coerce.boolean would read "false" as true). */
const booleanQuery = z.enum(["true", "false"]).transform((value) => value === "true");

/** Spec 000 §7: how a shared video or its preview image looks. */
export const HistoryVideoQuerySchema = z.object({
  theme: z.preprocess(
    emptyAsAbsent,
    z
      .enum(videoThemeIds)
      .default(defaultVideoTheme)
      .describe(`The look: ${videoThemeIds.join(", ")} (default ${defaultVideoTheme}).`),
  ),
  strip_v3_tags: z.preprocess(
    emptyAsAbsent,
    booleanQuery
      .default(true)
      .describe(
        "Leave eleven_v3 audio tags such as [laughs] or [whispers] out of the displayed text (default true).",
      ),
  ),
});

export const HistoryVideoSchema = z
  .object({
    video_url: z.string().describe("Where the MP4 is served: GET /v1/history/{history_item_id}/video."),
  })
  .meta({ id: "HistoryVideoResponse" });

export type HistoryListQueryParams = z.infer<typeof HistoryListQuerySchema>;
export type HistoryVideoQueryParams = z.infer<typeof HistoryVideoQuerySchema>;
export type HistoryFeedbackBody = z.infer<typeof HistoryFeedbackBodySchema>;
export type SpeechHistoryItem = z.infer<typeof SpeechHistoryItemSchema>;

/** What the public share page shows of a shared generation (no ids, settings or feedback). */
export const SharedHistoryItemSchema = z
  .object({
    text: z.string(),
    voice_name: z.string(),
    public_user_name: z
      .string()
      .nullable()
      .describe("The sharer's public name, as GET /v1/history/{history_item_id}/share-link reports it."),
    date_unix: z.number().int(),
    content_type: z.string().describe("The audio's content type (audio/mpeg for mp3)."),
    audio_url: z
      .string()
      .describe("Where the audio is served, as a path: GET /v1/history/shared/{token}/audio."),
    video_url: z
      .string()
      .nullable()
      .describe(
        "Where the share video is served, as a path (GET /v1/history/shared/{token}/video); null while the item has none.",
      ),
  })
  .meta({ id: "SharedHistoryItemResponse" });

export const SharedHistoryParamsSchema = z.object({
  token: z.string().min(1).max(inputLimits.tokenCharacters),
});

export type SharedHistoryItemResponse = z.infer<typeof SharedHistoryItemSchema>;
