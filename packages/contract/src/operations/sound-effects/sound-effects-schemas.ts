import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defaultOutputFormat, streamOutputFormats } from "../../catalogues/output-formats.ts";
import { messages } from "../../errors/messages.ts";

/** The one sound-effects model (reference §1.7). */
export const soundEffectsModelId = "eleven_text_to_sound_v2";

/** The range of an explicit `duration_seconds` (spec 001 §9: at most 22 seconds). */
export const soundEffectDurationRange = { min: 0.5, max: 22 } as const;

/**
 * The longest prompt (Chorus's choice: ElevenLabs names no limit). A prompt describes one sound in a
 * sentence or two; the web app's field stops at the same length.
 */
export const soundEffectPromptCharacters = 1_000;

/** `output_format` of `AllowedOutputFormats`: the streaming list, so no WAV (reference §1.6). */
export const SoundGenerationQuerySchema = z.object({
  output_format: z.enum(streamOutputFormats as unknown as [string, ...string[]]).default(defaultOutputFormat),
});

/** `BodySoundGenerationV1SoundGenerationPost`. */
export const SoundGenerationBodySchema = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, messages.textRequired)
      .max(soundEffectPromptCharacters, messages.soundEffectPromptTooLong(soundEffectPromptCharacters)),
    loop: z.boolean().nullish(),
    /** Absent or null: the length is chosen from the prompt ("automatic", charged at a flat rate). */
    duration_seconds: z
      .number()
      .min(soundEffectDurationRange.min, messages.soundEffectDurationOutOfRange)
      .max(soundEffectDurationRange.max, messages.soundEffectDurationOutOfRange)
      .nullish(),
    prompt_influence: z
      .number()
      .min(0, messages.promptInfluenceOutOfRange)
      .max(1, messages.promptInfluenceOutOfRange)
      .nullish(),
    model_id: z.string().max(inputLimits.idCharacters).nullish(),
    /**
     * Chorus: fixes the randomness, so the same request with the same seed gives the same audio and
     * different seeds give variations. Absent: derived from the prompt.
     */
    seed: z.number().int().min(0).max(4_294_967_295).nullish(),
  })
  .meta({ id: "BodySoundGenerationV1SoundGenerationPost" });

export type SoundGenerationBody = z.infer<typeof SoundGenerationBodySchema>;
