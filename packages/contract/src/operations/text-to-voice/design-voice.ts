import { defineOperation } from "../../operation.ts";
import {
  VoiceDesignBodySchema,
  VoiceDesignPreviewResponseSchema,
  VoiceDesignQuerySchema,
} from "./text-to-voice-schemas.ts";

const description =
  "The embedded engines are not neural: the description is read word by word into engine parameters — gender (woman, man…), age (child, young, old…), accent or language (British, Scottish, Indian, French…; a designed voice's language comes only from here), pitch (deep, high…), pace (fast, slow, calm…), texture (breathy, whispery, raspy…) and intonation (monotone, expressive…). Three previews differ by a seeded choice of eSpeak-NG variant and small pitch and rate offsets: the same `seed` gives the same previews. `guidance_scale` (0–100, default 5) scales how strongly the words move the parameters (×guidance/5, between ×0.25 and ×2). `loudness` (−1…1) sets the output level around −24 dBFS RMS (±12 dB). `text` must be 70 to 150 characters, or set `auto_generate_text`. Previews can be turned into a voice with POST /v1/text-to-voice for 24 hours. `should_enhance`, `quality`, `reference_audio_base64`, `stream_previews` and the remixing session fields are accepted and ignored.";

const errors = ["only_for_creator+", "only_for_pro+", "voice_generation_failed"] as const;

export const designVoice = defineOperation({
  operationId: "textToVoice.design",
  method: "POST",
  path: "/v1/text-to-voice/design",
  summary: "Design a voice from a description: three previews",
  description,
  tag: "Text to voice",
  auth: { kind: "any", permission: "voice_generation" },
  request: { query: VoiceDesignQuerySchema, body: VoiceDesignBodySchema },
  responses: { 200: VoiceDesignPreviewResponseSchema },
  errors,
});

export const createVoicePreviews = defineOperation({
  operationId: "textToVoice.createPreviews",
  method: "POST",
  path: "/v1/text-to-voice/create-previews",
  summary: "Design a voice from a description: three previews (the older name of design)",
  description,
  tag: "Text to voice",
  auth: { kind: "any", permission: "voice_generation" },
  request: { query: VoiceDesignQuerySchema, body: VoiceDesignBodySchema },
  responses: { 200: VoiceDesignPreviewResponseSchema },
  errors,
});
