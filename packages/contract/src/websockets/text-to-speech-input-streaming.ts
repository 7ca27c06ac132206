import { z } from "zod";
import { inputLimits } from "../bounds/input-limits.ts";
import { defaultOutputFormat, streamOutputFormats } from "../catalogues/output-formats.ts";
import { longestSpeechTextCharacters, singleRequestCharacterLimit } from "../catalogues/tts-models.ts";
import { messages } from "../errors/messages.ts";
import { PronunciationDictionaryLocatorSchema } from "../operations/text-to-speech/tts-schemas.ts";

/**
 * The text-to-speech input-streaming WebSockets (reference §4.1, §4.2). They are not HTTP
 * operations, so they live outside `operations/`: the server, the tests and any client share
 * these schemas, and every frame is JSON text.
 */
export const ttsStreamInputPath = "/v1/text-to-speech/:voice_id/stream-input";
export const ttsMultiStreamInputPath = "/v1/text-to-speech/:voice_id/multi-stream-input";

/** ElevenLabs' default generation schedule: characters buffered before the 1st, 2nd, 3rd and later generations. */
export const defaultChunkLengthSchedule = [120, 160, 250, 290] as const;
/**
 * The most text one generation of a stream-input socket speaks: the longest a single HTTP request
 * may speak (spec 001 §9, subscribed). Text that piles up beyond it (no word break, no flush) is
 * spoken in parts of at most this length, so no generation is ever larger than a request.
 */
export const liveGenerationMaximumCharacters = singleRequestCharacterLimit.subscribed;
/** `try_trigger_generation` only generates once the buffer holds at least this much (the schedule's lower bound). */
export const tryTriggerMinimumCharacters = 50;
/** Contexts one multi-stream socket may have open at once. */
export const maximumContextsPerSocket = 5;
export const defaultInactivityTimeoutSeconds = 20;
/** The context a multi-stream message without `context_id` belongs to. */
export const defaultContextId = "default";

const booleanQuery = z.enum(["true", "false"]).transform((value) => value === "true");

export const TtsStreamInputQuerySchema = z.object({
  model_id: z.string().min(1).max(inputLimits.idCharacters).optional(),
  language_code: z.string().min(2).max(16).optional(),
  enable_logging: booleanQuery.default(true),
  enable_ssml_parsing: booleanQuery.default(false),
  output_format: z.enum(streamOutputFormats as unknown as [string, ...string[]]).default(defaultOutputFormat),
  inactivity_timeout: z.coerce.number().int().min(1).max(180).default(defaultInactivityTimeoutSeconds),
  /** Alignment rides on every audio frame here anyway; accepted for compatibility. */
  sync_alignment: booleanQuery.default(false),
  auto_mode: booleanQuery.default(false),
  apply_text_normalization: z.enum(["auto", "on", "off"]).default("auto"),
  seed: z.coerce.number().int().min(0).max(4_294_967_295).optional(),
  authorization: z.string().max(inputLimits.credentialCharacters).optional(),
  /** A single-use `tts_websocket` token (POST /v1/single-use-token/tts_websocket), used up by the connection. */
  single_use_token: z.string().max(inputLimits.tokenCharacters).optional(),
  /** Deprecated by ElevenLabs; accepted and ignored like on the HTTP endpoints. */
  optimize_streaming_latency: z.coerce.number().int().min(0).max(4).optional(),
});
export type TtsStreamInputQuery = z.infer<typeof TtsStreamInputQuerySchema>;

/** `RealtimeVoiceSettings`: every field optional, the voice's own settings fill the rest. */
export const RealtimeVoiceSettingsSchema = z.object({
  stability: z.number().min(0).max(1).optional(),
  similarity_boost: z.number().min(0).max(1).optional(),
  style: z.number().min(0).max(1).optional(),
  use_speaker_boost: z.boolean().optional(),
  speed: z.number().min(0.7).max(1.2).optional(),
});

export const GenerationConfigSchema = z.object({
  /** ElevenLabs' default lists 4 sizes; later generations reuse the last one, so 16 is plenty. */
  chunk_length_schedule: z.array(z.number().int().min(50).max(500)).min(1).max(16).optional(),
});

/**
 * Every client frame of both protocols in one lenient shape: which message it is follows from the
 * fields present (ElevenLabs' own schemas are unions told apart the same way). Unknown fields are ignored.
 */
export const TtsInputStreamingMessageSchema = z.object({
  /** A piece of the text (the buffer is spoken in parts of at most `longestSpeechTextCharacters`). */
  text: z.string().max(longestSpeechTextCharacters).optional(),
  flush: z.boolean().optional(),
  try_trigger_generation: z.boolean().optional(),
  voice_settings: RealtimeVoiceSettingsSchema.nullish(),
  generation_config: GenerationConfigSchema.nullish(),
  /** The name ElevenLabs' schema gives the field on later messages. */
  generator_config: GenerationConfigSchema.nullish(),
  pronunciation_dictionary_locators: z
    .array(PronunciationDictionaryLocatorSchema)
    .max(3, messages.pronunciationTooManyLocators)
    .nullish(),
  "xi-api-key": z.string().max(inputLimits.tokenCharacters).optional(),
  xi_api_key: z.string().max(inputLimits.tokenCharacters).optional(),
  authorization: z.string().max(inputLimits.credentialCharacters).optional(),
  context_id: z.string().min(1).max(256).optional(),
  close_context: z.boolean().optional(),
  close_socket: z.boolean().optional(),
});
export type TtsInputStreamingMessage = z.infer<typeof TtsInputStreamingMessageSchema>;

/** Alignment in a WebSocket frame: camelCase, integer milliseconds relative to the frame's own audio. */
export interface WebSocketAlignment {
  charStartTimesMs: number[];
  charDurationsMs: number[];
  chars: string[];
}

/** `AudioOutput` / `AudioOutputMulti`. */
export interface TtsAudioOutputFrame {
  audio: string;
  isFinal?: false;
  normalizedAlignment: WebSocketAlignment | null;
  alignment: WebSocketAlignment | null;
  contextId?: string;
}

/** `FinalOutput` / `FinalOutputMulti`. */
export interface TtsFinalOutputFrame {
  isFinal: true;
  contextId?: string;
}

/** The error frame (the dialogue WebSocket's shape): `error` is the `detail.status` code, `code` the HTTP-equivalent status. */
export interface WebSocketErrorFrame {
  message: string;
  error: string;
  code: number;
  param?: string;
}
