import { z } from "zod";
import { defineOperation } from "../../../operation.ts";
import {
  PvcStatusResponseSchema,
  SpeakerSeparationSchema,
  sampleParams,
  speakerParams,
} from "./pvc-schemas.ts";

export const separatePvcSampleSpeakers = defineOperation({
  operationId: "voices.pvc.samples.speakers.separate",
  method: "POST",
  path: "/v1/voices/pvc/{voice_id}/samples/{sample_id}/separate-speakers",
  summary: "Start speaker separation of a sample (a background job)",
  description:
    "Finds who speaks when: voice activity detection (WebRTC VAD) marks the speech, ~2 s windows of it are described by MFCC and pitch features and clustered (average linkage with a distance threshold, so the number of speakers is found). Poll `…/speakers` until `status` is `completed`, then choose with `selected_speaker_ids`.",
  tag: "Professional voices",
  auth: { kind: "any", permission: "voices_write" },
  request: { params: sampleParams },
  responses: { 200: PvcStatusResponseSchema.meta({ id: "StartSpeakerSeparationResponseModel" }) },
  errors: ["voice_not_found", "voice_sample_not_found"],
});

export const getPvcSampleSpeakers = defineOperation({
  operationId: "voices.pvc.samples.speakers.get",
  method: "GET",
  path: "/v1/voices/pvc/{voice_id}/samples/{sample_id}/speakers",
  summary: "The speakers separation found in a sample, with their utterances (seconds)",
  tag: "Professional voices",
  auth: { kind: "any", permission: "voices_read" },
  request: { params: sampleParams },
  responses: { 200: SpeakerSeparationSchema },
  errors: ["voice_not_found", "voice_sample_not_found"],
});

export const getPvcSpeakerAudio = defineOperation({
  operationId: "voices.pvc.samples.speakers.audio.get",
  method: "GET",
  path: "/v1/voices/pvc/{voice_id}/samples/{sample_id}/speakers/{speaker_id}/audio",
  summary: "One speaker's utterances from a sample, joined, as base64 mp3",
  tag: "Professional voices",
  auth: { kind: "any", permission: "voices_read" },
  request: { params: speakerParams },
  responses: {
    200: z
      .object({ audio_base_64: z.string(), media_type: z.string(), duration_secs: z.number() })
      .meta({ id: "SpeakerAudioResponseModel" }),
  },
  errors: ["voice_not_found", "voice_sample_not_found", "speaker_separation_not_ready", "speaker_not_found"],
});
