import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { messages } from "../../errors/messages.ts";

/** Multipart booleans arrive as text; Python clients send `True`/`False`. */
const formBoolean = z
  .enum(["true", "false", "True", "False"])
  .transform((value) => value.toLowerCase() === "true")
  .optional();

/** `labels` is a JSON object of strings sent as one text field (the SDK serializes it that way). */
const formLabels = z
  .string()
  .max(inputLimits.formFieldCharacters)
  .transform((text, ctx) => {
    try {
      const parsed: unknown = JSON.parse(text || "{}");
      const ok =
        parsed !== null &&
        typeof parsed === "object" &&
        !Array.isArray(parsed) &&
        Object.values(parsed).every((value) => typeof value === "string");
      if (ok) return parsed as Record<string, string>;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: "custom", message: messages.voiceLabelsInvalid });
    return z.NEVER;
  })
  .optional();

/**
 * The text fields of `POST /v1/voices/add` and `POST /v1/voices/{id}/edit` (spec 001 §5, §9: name
 * required, description under 500 characters). `language` is a Chorus extra: the language every
 * sample is spoken in (English when absent); the files arrive in the repeated `files` field.
 */
export const VoiceFormFieldsSchema = z.object({
  name: z
    .string({ error: messages.voiceNameRequired })
    .trim()
    .min(1, messages.voiceNameRequired)
    .max(100, messages.voiceNameRequired),
  description: z.string().max(499, messages.voiceDescriptionTooLong).optional(),
  labels: formLabels,
  remove_background_noise: formBoolean,
  language: z.string().max(inputLimits.shortTextCharacters).optional(),
});

export type VoiceFormFields = z.output<typeof VoiceFormFieldsSchema>;
