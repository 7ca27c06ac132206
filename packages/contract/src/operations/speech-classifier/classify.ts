import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { audioIsolationLimits } from "../audio-isolation/audio-isolation.ts";

export const SpeechClassifierFieldsSchema = z.object({});

export const SpeechClassificationSchema = z
  .object({
    generated_by_chorus: z.boolean(),
    /** 0–1: how sure it is that the audio carries Chorus's watermark (0.5 at the decision threshold). */
    confidence: z.number(),
    /** The generation's history item, only when the caller's workspace owns it. */
    history_item_id: z.string().optional(),
  })
  .meta({ id: "SpeechClassificationModel" });

export type SpeechClassification = z.output<typeof SpeechClassificationSchema>;

export const speechClassifierClassify = defineOperation({
  operationId: "chorus.speechClassifier.classify",
  method: "POST",
  path: "/v1/ai-speech-classifier",
  summary: "Tell whether Chorus generated an audio file",
  description:
    "Every audio Chorus generates carries an inaudible spread-spectrum watermark that survives mp3 encoding and resampling. The upload (any format ffmpeg reads) is decoded to 16 kHz and searched for it; `confidence` is 0.5 at the decision threshold. When the watermark names a generation in the caller's workspace history, `history_item_id` is that item. Free of charge.",
  tag: "AI speech classifier",
  auth: { kind: "any", permission: "speech_history_read" },
  request: {
    form: {
      fields: SpeechClassifierFieldsSchema,
      files: ["file"],
      limits: audioIsolationLimits,
    },
  },
  responses: { 200: SpeechClassificationSchema },
  errors: [],
});
