import { z } from "zod";
import { defineOperation } from "../../operation.ts";

/** Isolation takes long recordings, so uploads are staged to disk (the professional-sample limit). */
export const audioIsolationLimits = { fileBytes: 1_000 * 1024 * 1024, files: 1 } as const;

/**
 * `pcm_s16le_16` is raw 16 kHz mono little-endian PCM without a header (ffmpeg cannot guess it);
 * `other` (the default) is any container ffmpeg reads.
 */
export const AudioIsolationFieldsSchema = z.object({
  file_format: z.enum(["pcm_s16le_16", "other"]).optional(),
  preview_b64: z.string().optional(),
});

export type AudioIsolationFields = z.output<typeof AudioIsolationFieldsSchema>;

const request = {
  form: {
    fields: AudioIsolationFieldsSchema,
    files: ["audio"],
    limits: audioIsolationLimits,
  },
};

const audio = {
  binary: true,
  contentType: "audio/mpeg",
  description: "The isolated voice as mp3 (44.1 kHz, 128 kbps).",
} as const;

const description =
  "Removes background noise from speech with ffmpeg's FFT denoiser, its noise floor measured in the file's pauses (up to 40 dB of reduction). Steady noise (hiss, hum, fans) is removed well; babble (other voices) hardly at all. Charged 1,000 credits per minute of input audio (spec 001 §9), by the second.";

export const audioIsolationConvert = defineOperation({
  operationId: "audioIsolation.convert",
  method: "POST",
  path: "/v1/audio-isolation",
  summary: "Remove background noise from speech",
  description,
  tag: "Audio isolation",
  auth: { kind: "any", permission: "audio_isolation" },
  request,
  responses: { 200: audio },
  errors: [],
});

export const audioIsolationStream = defineOperation({
  operationId: "audioIsolation.stream",
  method: "POST",
  path: "/v1/audio-isolation/stream",
  summary: "Remove background noise from speech, streaming the result",
  description,
  tag: "Audio isolation",
  auth: { kind: "any", permission: "audio_isolation" },
  request,
  responses: { 200: audio },
  errors: [],
});
