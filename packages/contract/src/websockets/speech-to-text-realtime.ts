import { z } from "zod";
import { inputLimits } from "../bounds/input-limits.ts";
import { longestSpeechTextCharacters } from "../catalogues/tts-models.ts";

/**
 * The realtime speech-to-text WebSocket (Scribe realtime, reference §4.3). Not an HTTP operation:
 * the server, the tests and any client share these schemas. Every frame is JSON text; audio
 * travels base64 inside `input_audio_chunk` messages, and `message_type` tells server frames apart.
 */
export const speechToTextRealtimePath = "/v1/speech-to-text/realtime";

export const realtimeTranscriptionModelIds = ["scribe_v2_realtime", "scribe_v1", "scribe_v2"] as const;
export const realtimeAudioFormats = [
  "pcm_8000",
  "pcm_16000",
  "pcm_22050",
  "pcm_24000",
  "pcm_44100",
  "pcm_48000",
  "ulaw_8000",
] as const;
export type RealtimeAudioFormat = (typeof realtimeAudioFormats)[number];

/** `turn_prediction` (a learned end-of-turn model) is not offered: nothing embedded can predict turns. */
export const realtimeCommitStrategies = ["manual", "vad"] as const;
export type RealtimeCommitStrategy = (typeof realtimeCommitStrategies)[number];

/** ElevenLabs' defaults for the VAD commit strategy. */
export const realtimeVadDefaults = {
  vadSilenceThresholdSecs: 1.5,
  vadThreshold: 0.4,
  minSpeechDurationMs: 100,
  minSilenceDurationMs: 100,
} as const;

/**
 * The longest stretch of uncommitted audio: at this length the server commits by itself (in either
 * strategy), which bounds a session's memory and what each partial transcript re-recognises.
 */
export const maximumSegmentSeconds = 60;

/** A commit needs at least this much uncommitted audio; shorter ones are answered `commit_throttled`. */
export const minimumCommitSeconds = 0.3;

const booleanQuery = z.enum(["true", "false"]).transform((value) => value === "true");
/** Repeated query keys arrive as an array, a single one as a string. */
const repeatedValue = z.string().max(inputLimits.labelCharacters);
const repeatedQuery = z
  .union([repeatedValue, z.array(repeatedValue).max(inputLimits.idsPerRequest)])
  .transform((value) => (Array.isArray(value) ? value : [value]));

export const SpeechToTextRealtimeQuerySchema = z.object({
  model_id: z.enum(realtimeTranscriptionModelIds).default("scribe_v2_realtime"),
  audio_format: z.enum(realtimeAudioFormats).default("pcm_16000"),
  commit_strategy: z.enum(realtimeCommitStrategies).default("manual"),
  vad_silence_threshold_secs: z.coerce
    .number()
    .min(0.3)
    .max(3)
    .default(realtimeVadDefaults.vadSilenceThresholdSecs),
  vad_threshold: z.coerce.number().min(0.1).max(0.9).default(realtimeVadDefaults.vadThreshold),
  min_speech_duration_ms: z.coerce
    .number()
    .int()
    .min(50)
    .max(2000)
    .default(realtimeVadDefaults.minSpeechDurationMs),
  min_silence_duration_ms: z.coerce
    .number()
    .int()
    .min(50)
    .max(2000)
    .default(realtimeVadDefaults.minSilenceDurationMs),
  language_code: z.string().min(2).max(16).optional(),
  include_timestamps: booleanQuery.default(false),
  include_language_detection: booleanQuery.default(false),
  /** Nothing is stored either way: audio and transcripts of a session live only in memory. */
  enable_logging: booleanQuery.default(true),
  /** pocketsphinx writes no fillers, so the transcript is the same with or without it. */
  no_verbatim: booleanQuery.default(false),
  /** Features the embedded engines cannot honour; a session that asks for one is refused. */
  keyterms: repeatedQuery.optional(),
  secondary_languages: repeatedQuery.optional(),
  entity_detection: repeatedQuery.optional(),
  transcript_edit: z.string().max(inputLimits.shortTextCharacters).optional(),
  filter_background_audio: booleanQuery.optional(),
  /** A single-use `realtime_scribe` token instead of the `xi-api-key` header (browsers). */
  token: z.string().max(inputLimits.tokenCharacters).optional(),
});
export type SpeechToTextRealtimeQuery = z.infer<typeof SpeechToTextRealtimeQuerySchema>;

/** `input_audio_chunk`; a chunk with `commit: true` (and often no audio) ends the segment. */
export const RealtimeInputAudioChunkSchema = z.object({
  message_type: z.literal("input_audio_chunk"),
  audio_base_64: z.string().max(inputLimits.websocketFrameBytes),
  commit: z.boolean().nullish(),
  sample_rate: z.number().int().positive().nullish(),
  /** Context for the model; pocketsphinx takes none, so it is accepted and not used. */
  previous_text: z.string().max(longestSpeechTextCharacters).nullish(),
});
export type RealtimeInputAudioChunk = z.infer<typeof RealtimeInputAudioChunkSchema>;

/** The error frames' `message_type` values (the SDK emits an event per type). */
export const realtimeErrorTypes = [
  "error",
  "auth_error",
  "quota_exceeded",
  "commit_throttled",
  "transcriber_error",
  "unaccepted_terms",
  "rate_limited",
  "input_error",
  "invalid_request",
  "queue_overflow",
  "resource_exhausted",
  "session_time_limit_exceeded",
  "chunk_size_exceeded",
  "insufficient_audio_activity",
] as const;
export type RealtimeErrorType = (typeof realtimeErrorTypes)[number];

export interface RealtimeSessionConfig {
  sample_rate: number;
  audio_format: RealtimeAudioFormat;
  language_code: string | null;
  timestamps_granularity: "none" | "word";
  commit_strategy: RealtimeCommitStrategy;
  vad_commit_strategy: boolean;
  vad_silence_threshold_secs: number;
  vad_threshold: number;
  min_speech_duration_ms: number;
  min_silence_duration_ms: number;
  max_tokens_to_recompute: number;
  model_id: string;
  enable_logging: boolean;
  include_timestamps: boolean;
  include_language_detection: boolean;
  keyterms: string[];
  no_verbatim: boolean;
  entity_detection: string[];
  filter_background_audio: boolean;
}

export interface RealtimeWord {
  text: string;
  start: number;
  end: number;
  type: "word" | "spacing";
  logprob: number;
}

export type RealtimeServerFrame =
  | { message_type: "session_started"; session_id: string; config: RealtimeSessionConfig }
  | { message_type: "partial_transcript"; text: string }
  | { message_type: "committed_transcript"; text: string }
  | {
      message_type: "committed_transcript_with_timestamps";
      text: string;
      language_code?: string;
      words: RealtimeWord[];
    }
  | { message_type: RealtimeErrorType; error: string };
