import { z } from "zod";
import { inputLimits } from "../../../bounds/input-limits.ts";
import { messages } from "../../../errors/messages.ts";
import { defineOperation } from "../../../operation.ts";
import {
  AddVoiceResponseSchema,
  PvcLabelsSchema,
  PvcStatusResponseSchema,
  voiceParams,
} from "./pvc-schemas.ts";

const name = z
  .string({ error: messages.voiceNameRequired })
  .trim()
  .min(1, messages.voiceNameRequired)
  .max(100, messages.voiceNameRequired);
const description = z.string().max(499, messages.voiceDescriptionTooLong).nullish();

export const createPvcVoice = defineOperation({
  operationId: "voices.pvc.create",
  method: "POST",
  path: "/v1/voices/pvc",
  summary: "Create a professional voice clone (a draft: add samples, verify, then train)",
  description:
    "Professional cloning builds the voice from at least 30 minutes of samples (speaker separation picks the speaker in each), after the owner proves the voice is theirs by reading a captcha (or by manual verification). Chorus's engines are not neural: training fits an embedded voice to the speaker's pitch, range, rate and timbre measured over all the samples. Needs Creator or higher.",
  tag: "Professional voices",
  auth: { kind: "any", permission: "voices_write" },
  request: {
    body: z.object({
      name,
      language: z.string({ error: "language is required" }).min(2).max(inputLimits.shortTextCharacters),
      description,
      labels: PvcLabelsSchema.nullish(),
    }),
  },
  responses: { 200: AddVoiceResponseSchema },
  errors: [
    "only_for_creator+",
    "voice_limit_reached",
    "voice_add_edit_limit_reached",
    "unsupported_language",
  ],
});

export const updatePvcVoice = defineOperation({
  operationId: "voices.pvc.update",
  method: "POST",
  path: "/v1/voices/pvc/{voice_id}",
  summary: "Rename, describe, relabel or change the language of a professional voice",
  tag: "Professional voices",
  auth: { kind: "any", permission: "voices_write" },
  request: {
    params: voiceParams,
    body: z.object({
      name: name.nullish(),
      language: z.string().min(2).max(inputLimits.shortTextCharacters).nullish(),
      description,
      labels: PvcLabelsSchema.nullish(),
    }),
  },
  responses: { 200: AddVoiceResponseSchema },
  errors: ["voice_not_found", "voice_fine_tuning_in_progress"],
});

export const trainPvcVoice = defineOperation({
  operationId: "voices.pvc.train",
  method: "POST",
  path: "/v1/voices/pvc/{voice_id}/train",
  summary: "Start training a verified professional voice (a background job; progress in fine_tuning)",
  description:
    "Needs Creator or higher, a free professional voice slot, a verified voice and at least 30 minutes of selected audio (trims and speaker selection applied). Samples over 30 minutes are cut into slices (`fine_tuning.slice_ids`). `GET /v1/voices/{voice_id}` reports `fine_tuning.state[model_id]` and `progress[model_id]`.",
  tag: "Professional voices",
  auth: { kind: "any", permission: "voices_write" },
  request: {
    params: voiceParams,
    body: z.object({ model_id: z.string().max(inputLimits.idCharacters).nullish() }),
  },
  responses: { 200: PvcStatusResponseSchema.meta({ id: "StartPvcVoiceTrainingResponseModel" }) },
  errors: [
    "voice_not_found",
    "only_for_creator+",
    "voice_not_verified",
    "voice_blocked",
    "not_enough_training_audio",
    "professional_voice_limit_reached",
    "voice_fine_tuning_in_progress",
    "model_not_found",
  ],
});
