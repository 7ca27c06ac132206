import { z } from "zod";
import { boundedRecord } from "../../bounds/bounded-values.ts";
import { idValue, inputLimits } from "../../bounds/input-limits.ts";
import { streamOutputFormats } from "../../catalogues/output-formats.ts";
import { messages } from "../../errors/messages.ts";

/** Spec 001 §9: a design description of at least 20 characters, preview text of 70 to 150. */
export const voiceDesignLimits = {
  minDescriptionLength: 20,
  maxDescriptionLength: 1000,
  minTextLength: 70,
  maxTextLength: 150,
  previewsPerRequest: 3,
  /** Spec 001 §9: at most 10 unique designed voices on the free plan. */
  maxDesignedVoicesOnFree: 10,
  previewLifetimeHours: 24,
} as const;

/** ElevenLabs delivers design previews as 192 kbps mp3 unless asked otherwise. */
export const defaultPreviewOutputFormat = "mp3_44100_192";

/** `AllowedOutputFormats` (reference §1.6): the streaming set; ElevenLabs previews default to 192 kbps mp3. */
export const VoiceDesignQuerySchema = z.object({
  output_format: z
    .enum(streamOutputFormats as unknown as [string, ...string[]])
    .default(defaultPreviewOutputFormat),
});

const description = z
  .string({ error: messages.voiceDesignDescriptionTooShort })
  .trim()
  .min(voiceDesignLimits.minDescriptionLength, messages.voiceDesignDescriptionTooShort)
  .max(voiceDesignLimits.maxDescriptionLength, messages.voiceDesignDescriptionTooLong);

const previewText = z
  .string()
  .trim()
  .min(voiceDesignLimits.minTextLength, messages.voicePreviewTextLength)
  .max(voiceDesignLimits.maxTextLength, messages.voicePreviewTextLength)
  .nullish();

/** The fields design, create-previews and remix share. */
const previewFields = {
  voice_description: description,
  text: previewText,
  auto_generate_text: z.boolean().nullish(),
  loudness: z.number().min(-1).max(1).nullish(),
  seed: z.number().int().min(0).max(4_294_967_295).nullish(),
  guidance_scale: z.number().min(0).max(100).nullish(),
  stream_previews: z.boolean().nullish(),
  remixing_session_id: z.string().max(inputLimits.idCharacters).nullish(),
  remixing_session_iteration_id: z.string().max(inputLimits.idCharacters).nullish(),
  prompt_strength: z.number().min(0).max(1).nullish(),
};

export const VoiceDesignBodySchema = z
  .object({
    ...previewFields,
    model_id: z.enum(["eleven_multilingual_ttv_v2", "eleven_ttv_v3"]).nullish(),
    should_enhance: z.boolean().nullish(),
    quality: z.number().nullish(),
    /** Accepted and not read; at most what the server's 10 MB JSON body limit lets through anyway. */
    reference_audio_base64: z
      .string()
      .max(10 * 1024 * 1024)
      .nullish(),
  })
  .meta({ id: "VoiceDesignRequestModel" });

export const VoiceRemixBodySchema = z.object(previewFields).meta({ id: "VoiceRemixRequestModel" });

export const VoicePreviewSchema = z
  .object({
    audio_base_64: z.string(),
    generated_voice_id: z.string(),
    media_type: z.string(),
    duration_secs: z.number(),
    language: z.string().nullish(),
  })
  .meta({ id: "VoicePreviewResponseModel" });

export const VoiceDesignPreviewResponseSchema = z
  .object({ previews: z.array(VoicePreviewSchema), text: z.string() })
  .meta({ id: "VoiceDesignPreviewResponse" });

export const CreateVoiceFromPreviewBodySchema = z
  .object({
    voice_name: z
      .string({ error: messages.voiceNameRequired })
      .trim()
      .min(1, messages.voiceNameRequired)
      .max(100, messages.voiceNameRequired),
    voice_description: description,
    generated_voice_id: idValue,
    labels: boundedRecord(
      z.string().max(inputLimits.labelCharacters),
      z.string().max(inputLimits.labelCharacters).nullish(),
      inputLimits.labelsPerVoice,
    ).nullish(),
    played_not_selected_voice_ids: z
      .array(z.string().max(inputLimits.idCharacters))
      .max(inputLimits.idsPerRequest)
      .nullish(),
  })
  .meta({ id: "BodyCreateANewVoiceFromVoicePreviewV1TextToVoicePost" });

export type VoiceDesignBody = z.output<typeof VoiceDesignBodySchema>;
export type VoiceRemixBody = z.output<typeof VoiceRemixBodySchema>;
export type VoiceDesignPreviewResponse = z.output<typeof VoiceDesignPreviewResponseSchema>;
