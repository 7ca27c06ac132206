import { z } from "zod";
import { professionalVoiceLimits } from "../../../catalogues/voice-sample-files.ts";
import { defineOperation } from "../../../operation.ts";
import { VoiceSampleSchema } from "../voice-schemas.ts";
import { AddVoiceResponseSchema, PvcStatusResponseSchema, sampleParams, voiceParams } from "./pvc-schemas.ts";

/** Multipart booleans arrive as text; Python clients send `True`/`False`. */
const formBoolean = z
  .enum(["true", "false", "True", "False"])
  .transform((value) => value.toLowerCase() === "true")
  .optional();
const queryBoolean = z
  .enum(["true", "false"])
  .transform((value) => value === "true")
  .optional();

export const addPvcSamples = defineOperation({
  operationId: "voices.pvc.samples.create",
  method: "POST",
  path: "/v1/voices/pvc/{voice_id}/samples",
  summary: "Add audio samples to a professional voice",
  description:
    "Files as for instant cloning (audio or video), up to 1,000 MB each and 25 per request, streamed to disk as they arrive. Each sample's duration, waveform and levels are measured (`loudness`: RMS and true peak against the recommended -23 to -18 dB RMS and -3 dB true peak). A file identical to a sample the voice already has is skipped.",
  tag: "Professional voices",
  auth: { kind: "any", permission: "voices_write" },
  request: {
    params: voiceParams,
    form: {
      fields: z.object({ remove_background_noise: formBoolean }),
      files: ["files"],
      limits: {
        fileBytes: professionalVoiceLimits.maxFileBytes,
        files: professionalVoiceLimits.maxFilesPerRequest,
      },
    },
  },
  responses: { 200: z.array(VoiceSampleSchema) },
  errors: ["voice_not_found", "voice_fine_tuning_in_progress"],
});

export const updatePvcSample = defineOperation({
  operationId: "voices.pvc.samples.update",
  method: "POST",
  path: "/v1/voices/pvc/{voice_id}/samples/{sample_id}",
  summary: "Choose what of a sample training uses: trims (milliseconds), speakers, name, denoising",
  tag: "Professional voices",
  auth: { kind: "any", permission: "voices_write" },
  request: {
    params: sampleParams,
    body: z.object({
      remove_background_noise: z.boolean().nullish(),
      selected_speaker_ids: z.array(z.string()).nullish(),
      trim_start_time: z.number().int().min(0).nullish(),
      trim_end_time: z.number().int().min(0).nullish(),
      file_name: z.string().trim().min(1).max(255).nullish(),
    }),
  },
  responses: { 200: AddVoiceResponseSchema },
  errors: ["voice_not_found", "voice_sample_not_found", "voice_fine_tuning_in_progress"],
});

export const deletePvcSample = defineOperation({
  operationId: "voices.pvc.samples.delete",
  method: "DELETE",
  path: "/v1/voices/pvc/{voice_id}/samples/{sample_id}",
  summary: "Remove a sample from a professional voice",
  tag: "Professional voices",
  auth: { kind: "any", permission: "voices_write" },
  request: { params: sampleParams },
  responses: { 200: PvcStatusResponseSchema.meta({ id: "DeleteVoiceSampleResponseModel" }) },
  errors: ["voice_not_found", "voice_sample_not_found", "voice_fine_tuning_in_progress"],
});

export const getPvcSampleAudio = defineOperation({
  operationId: "voices.pvc.samples.audio.get",
  method: "GET",
  path: "/v1/voices/pvc/{voice_id}/samples/{sample_id}/audio",
  summary: "A sample's audio as base64 (denoised with remove_background_noise=true)",
  description:
    "Without denoising, the file as uploaded; with `remove_background_noise=true`, the sample denoised (ffmpeg afftdn) as 22.05 kHz mp3.",
  tag: "Professional voices",
  auth: { kind: "any", permission: "voices_read" },
  request: { params: sampleParams, query: z.object({ remove_background_noise: queryBoolean }) },
  responses: {
    200: z
      .object({
        audio_base_64: z.string(),
        voice_id: z.string(),
        sample_id: z.string(),
        media_type: z.string(),
        duration_secs: z.number().nullish(),
      })
      .meta({ id: "VoiceSamplePreviewResponseModel" }),
  },
  errors: ["voice_not_found", "voice_sample_not_found"],
});

export const getPvcSampleWaveform = defineOperation({
  operationId: "voices.pvc.samples.waveform.get",
  method: "GET",
  path: "/v1/voices/pvc/{voice_id}/samples/{sample_id}/waveform",
  summary: "A sample's waveform for display: peak level (0–1) of each of 200 equal slices",
  tag: "Professional voices",
  auth: { kind: "any", permission: "voices_read" },
  request: { params: sampleParams },
  responses: {
    200: z
      .object({ sample_id: z.string(), visual_waveform: z.array(z.number()) })
      .meta({ id: "VoiceSampleVisualWaveformResponseModel" }),
  },
  errors: ["voice_not_found", "voice_sample_not_found"],
});
