import { z } from "zod";
import { voiceSampleLimits } from "../../catalogues/voice-sample-files.ts";
import { defineOperation } from "../../operation.ts";
import { GetLibraryVoicesResponseSchema } from "./library-schemas.ts";

/** The text fields of `POST /v1/similar-voices` (multipart, numbers as text); the file is `audio_file`. */
export const SimilarVoicesFieldsSchema = z.object({
  similarity_threshold: z.coerce.number().min(0).max(2).optional(),
  top_k: z.coerce.number().int().min(1).max(100).optional(),
});

export type SimilarVoicesFields = z.output<typeof SimilarVoicesFieldsSchema>;

export const findSimilarVoices = defineOperation({
  operationId: "voices.findSimilarVoices",
  method: "POST",
  path: "/v1/similar-voices",
  summary: "The library and premade voices nearest to an audio sample",
  description:
    'Measures the sample as cloning does (median pitch, pitch range, speaking rate, spectral centroid) and returns the nearest live library voices and premade voices, nearest first. The distance is 0 for identical figures and about 1 when every figure is off by a clearly audible step; `similarity_threshold` (0 to 2) keeps only voices within it, `top_k` (1 to 100, default 10) caps the count. Premade voices carry `public_owner_id` "chorus" and are already available to every workspace.',
  tag: "Voice library",
  auth: { kind: "any", permission: "voices_read" },
  request: {
    // One sample, as large as an instant-cloning one (only its first minute is measured).
    form: {
      fields: SimilarVoicesFieldsSchema,
      files: ["audio_file"],
      limits: { fileBytes: voiceSampleLimits.maxFileBytes, files: 1 },
    },
  },
  responses: { 200: GetLibraryVoicesResponseSchema },
  errors: ["similar_voices_failed"],
});
