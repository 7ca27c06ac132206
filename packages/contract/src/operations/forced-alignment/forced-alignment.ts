import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { audioIsolationLimits } from "../audio-isolation/audio-isolation.ts";

/** `language` is a Chorus extra: the eSpeak-NG language the text is in (English when absent). */
export const ForcedAlignmentFieldsSchema = z.object({
  text: z
    .string({ error: "Please provide the text to align" })
    .trim()
    .min(1, "Please provide the text to align"),
  language: z.string().optional(),
  enabled_spooled_file: z.string().optional(),
});

export type ForcedAlignmentFields = z.output<typeof ForcedAlignmentFieldsSchema>;

export const ForcedAlignmentResponseSchema = z
  .object({
    characters: z.array(z.object({ text: z.string(), start: z.number(), end: z.number() })),
    words: z.array(z.object({ text: z.string(), start: z.number(), end: z.number(), loss: z.number() })),
    loss: z.number(),
  })
  .meta({ id: "ForcedAlignmentResponseModel" });

export const forcedAlignmentCreate = defineOperation({
  operationId: "forcedAlignment.create",
  method: "POST",
  path: "/v1/forced-alignment",
  summary: "Align a transcript with its audio: start and end of every character and word",
  description:
    "The text is spoken by eSpeak-NG (in `language`, English by default), MFCC frames of that reference and of the upload are aligned by dynamic time warping, and the reference's word boundaries are carried through the warp. `loss` is the mean feature distance along the warp path (lower is a closer match). Charged like voice isolation, 1,000 credits per minute of audio.",
  tag: "Forced alignment",
  auth: { kind: "any", permission: "forced_alignment" },
  request: {
    form: {
      fields: ForcedAlignmentFieldsSchema,
      files: ["file"],
      limits: audioIsolationLimits,
    },
  },
  responses: { 200: ForcedAlignmentResponseSchema },
  errors: ["unsupported_language"],
});
