import { z } from "zod";
import { messages } from "../../errors/messages.ts";
import { defineOperation } from "../../operation.ts";
import { generationErrors } from "../text-to-speech/text-to-speech.ts";
import { ConvertQuerySchema, StreamQuerySchema, TtsParamsSchema } from "../text-to-speech/tts-schemas.ts";
import { VoiceSettingsSchema } from "../voices/voice-schemas.ts";

/** A recording to re-speak: staged to disk like the other audio tools (spec 001 §9: up to 1,000 MB). */
export const speechToSpeechLimits = { fileBytes: 1_000 * 1024 * 1024, files: 1 } as const;

/** Multipart booleans arrive as text; Python clients send `True`/`False`. */
const formBoolean = z
  .enum(["true", "false", "True", "False"])
  .transform((value) => value.toLowerCase() === "true")
  .optional();

/** The SDK sends `voice_settings` as one text field holding a JSON object. */
const formVoiceSettings = z
  .string()
  .transform((text, ctx) => {
    if (!text.trim()) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: "custom", message: messages.voiceSettingsInvalid });
      return z.NEVER;
    }
    const result = VoiceSettingsSchema.safeParse(parsed);
    if (result.success) return result.data;
    ctx.addIssue({ code: "custom", message: messages.voiceSettingsInvalid });
    return z.NEVER;
  })
  .optional();

export const SpeechToSpeechFieldsSchema = z.object({
  model_id: z.string().trim().min(1).optional(),
  voice_settings: formVoiceSettings,
  seed: z.coerce.number().int().min(0).max(4_294_967_295).optional(),
  remove_background_noise: formBoolean,
  /** `pcm_s16le_16` is raw 16 kHz mono little-endian PCM without a header; `other` any container ffmpeg reads. */
  file_format: z.enum(["pcm_s16le_16", "other"]).optional(),
});

export type SpeechToSpeechFields = z.output<typeof SpeechToSpeechFieldsSchema>;

const form = {
  fields: SpeechToSpeechFieldsSchema,
  files: ["audio"],
  limits: speechToSpeechLimits,
};

const audio = {
  binary: true,
  contentType: "audio/mpeg",
  description:
    "The recording re-spoken in the target voice, in the requested output_format. Headers: `character-cost` (credits charged), `request-id`, `history-item-id` when logged, and `x-chorus-voice-conversion`: `resynthesis` (the words were recognised and spoken by the voice at the original's timing) or `pitch_shift` (no engine recognises the language, so pitch and timbre were moved toward the voice).",
} as const;

const description =
  "The words of the recording are recognised with their timings (pocketsphinx for English, the remote transcription engine for other languages) and spoken by the target voice through the text-to-speech engines, each word stretched to start and last as in the original, so the result keeps the original's words and timing. Where no engine recognises the language (or the recognizer is unsure of what it heard), the recording itself is shifted in pitch and timbre toward the voice's measured pitch and brightness instead. `remove_background_noise` runs the voice isolator first. Models: `eleven_english_sts_v2` (English, the default) and `eleven_multilingual_sts_v2`. Charged 1,000 credits per minute of input audio (spec 001 §9), by the second.";

const errors = [...generationErrors, "quota_exceeded"] as const;

export const speechToSpeechConvert = defineOperation({
  operationId: "speechToSpeech.convert",
  method: "POST",
  path: "/v1/speech-to-speech/{voice_id}",
  summary: "Re-speak a recording in another voice",
  description,
  tag: "Speech to speech",
  auth: { kind: "any", permission: "speech_to_speech" },
  request: { params: TtsParamsSchema, query: ConvertQuerySchema, form },
  responses: { 200: audio },
  errors,
});

export const speechToSpeechStream = defineOperation({
  operationId: "speechToSpeech.stream",
  method: "POST",
  path: "/v1/speech-to-speech/{voice_id}/stream",
  summary: "Re-speak a recording in another voice, streaming the audio",
  description,
  tag: "Speech to speech",
  auth: { kind: "any", permission: "speech_to_speech" },
  request: { params: TtsParamsSchema, query: StreamQuerySchema, form },
  responses: { 200: audio },
  errors,
});
