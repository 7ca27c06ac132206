import { z } from "zod";
import { voiceSampleLimits } from "../../catalogues/voice-sample-files.ts";
import { defineOperation } from "../../operation.ts";
import { VoiceFormFieldsSchema } from "./voice-form.ts";
import { StatusResponseSchema } from "./voice-schemas.ts";

const voiceParams = z.object({ voice_id: z.string().min(1) });
const sampleParams = z.object({ voice_id: z.string().min(1), sample_id: z.string().min(1) });

/** Instant-cloning samples: 25 files of 11 MB at most, so one request stages at most 275 MB. */
const sampleForm = {
  fields: VoiceFormFieldsSchema,
  files: ["files"],
  limits: { fileBytes: voiceSampleLimits.maxFileBytes, files: voiceSampleLimits.maxFilesPerVoice },
} as const;

const limitsText =
  "Files: audio (aac, aiff, ogg, mp3, opus, wav, webm, flac, mp4, m4a) or video (mp4, avi, mkv, mov, wmv, flv, webm, mpeg, 3gpp), at most 25 files of at most 11 MB each, at least 4 seconds of audio in all. `remove_background_noise` runs ffmpeg's FFT denoiser (afftdn) before analysis.";

export const createInstantVoice = defineOperation({
  operationId: "voices.ivc.create",
  method: "POST",
  path: "/v1/voices/add",
  summary: "Clone a voice from audio samples (instant voice cloning)",
  description: `Fits an embedded voice to the speaker: pitch, pitch range, speaking rate and timbre are measured in the samples and the nearest embedded voice is adjusted to match. Needs Starter or higher; counts against voice slots and the monthly add/edit operations. ${limitsText}`,
  tag: "Voices",
  auth: { kind: "any", permission: "voices_write" },
  request: { form: sampleForm },
  responses: {
    200: z
      .object({ voice_id: z.string(), requires_verification: z.boolean() })
      .meta({ id: "AddVoiceIvcResponseModel" }),
  },
  errors: ["only_for_starter+", "voice_limit_reached", "voice_add_edit_limit_reached"],
});

export const editVoice = defineOperation({
  operationId: "voices.update",
  method: "POST",
  path: "/v1/voices/{voice_id}/edit",
  summary: "Rename or describe a custom voice, or add samples to it (the profile is fitted again)",
  description: `Counts as one monthly add/edit operation. ${limitsText}`,
  tag: "Voices",
  auth: { kind: "any", permission: "voices_write" },
  request: { params: voiceParams, form: sampleForm },
  responses: { 200: StatusResponseSchema },
  errors: ["voice_not_found", "voice_add_edit_limit_reached"],
});

export const deleteVoice = defineOperation({
  operationId: "voices.delete",
  method: "DELETE",
  path: "/v1/voices/{voice_id}",
  summary: "Delete a custom voice and its samples",
  tag: "Voices",
  auth: { kind: "any", permission: "voices_write" },
  request: { params: voiceParams },
  responses: { 200: StatusResponseSchema },
  errors: ["voice_not_found"],
});

export const getVoiceSampleAudio = defineOperation({
  operationId: "voices.samples.audio.get",
  method: "GET",
  path: "/v1/voices/{voice_id}/samples/{sample_id}/audio",
  summary: "A custom voice's sample, as uploaded",
  tag: "Voices",
  auth: { kind: "any", permission: "voices_read" },
  request: { params: sampleParams },
  responses: {
    200: { binary: true, contentType: "audio/*", description: "The original file, with its media type." },
  },
  errors: ["voice_not_found", "voice_sample_not_found"],
});

export const deleteVoiceSample = defineOperation({
  operationId: "samples.delete",
  method: "DELETE",
  path: "/v1/voices/{voice_id}/samples/{sample_id}",
  summary: "Remove a sample from a custom voice (the profile is fitted again; the last sample stays)",
  tag: "Voices",
  auth: { kind: "any", permission: "voices_write" },
  request: { params: sampleParams },
  responses: { 200: StatusResponseSchema },
  errors: ["voice_not_found", "voice_sample_not_found"],
});
