import { z } from "zod";
import { boundedRecord } from "../../../bounds/bounded-values.ts";
import { idValue, inputLimits } from "../../../bounds/input-limits.ts";

export const voiceParams = z.object({ voice_id: idValue });
export const sampleParams = z.object({ voice_id: idValue, sample_id: idValue });
export const speakerParams = sampleParams.extend({ speaker_id: idValue });

/** `AddVoiceResponseModel`. */
export const AddVoiceResponseSchema = z
  .object({ voice_id: z.string() })
  .meta({ id: "AddVoiceResponseModel" });

/** `{status}`: the SDK's Start…/Verify…/Request… response models all have this one field. */
export const PvcStatusResponseSchema = z.object({ status: z.string() });

export const UtteranceSchema = z
  .object({ start: z.number(), end: z.number() })
  .meta({ id: "UtteranceResponseModel" });

export const SpeakerSchema = z
  .object({
    speaker_id: z.string(),
    duration_secs: z.number(),
    utterances: z.array(UtteranceSchema).nullish(),
  })
  .meta({ id: "SpeakerResponseModel" });

export const SpeakerSeparationSchema = z
  .object({
    voice_id: z.string(),
    sample_id: z.string(),
    status: z.enum(["not_started", "pending", "completed", "failed"]),
    speakers: z.record(z.string(), SpeakerSchema).nullish(),
    selected_speaker_ids: z.array(z.string()).nullish(),
  })
  .meta({ id: "SpeakerSeparationResponseModel" });

/** Labels as JSON: an object of strings; `null` values (the SDK's optional entries) are dropped. */
export const PvcLabelsSchema = boundedRecord(
  z.string().max(inputLimits.labelCharacters),
  z.string().max(inputLimits.labelCharacters).nullish(),
  inputLimits.labelsPerVoice,
).transform((labels) =>
  Object.fromEntries(
    Object.entries(labels).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  ),
);
