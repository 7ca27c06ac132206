import { z } from "zod";
import { idValue } from "../../bounds/input-limits.ts";
import { soundEffectCategories } from "../../catalogues/sound-effect-categories.ts";

/** Who sees a kept sound effect: its workspace only, everyone in Explore from the workspace, or all workspaces. */
export const soundEffectVisibilities = ["private", "workspace", "public"] as const;
export type SoundEffectVisibility = (typeof soundEffectVisibilities)[number];

/** A kept sound effect (Chorus: every generation is kept so it can be listed, shared and pinned). */
export const SoundEffectSchema = z
  .object({
    sound_effect_id: z.string(),
    text: z.string(),
    recipe: z.string(),
    /** `nearest` when no word of the prompt named a recipe and the most similar one was used. */
    recipe_match: z.enum(["keyword", "nearest"]),
    category: z.enum(soundEffectCategories),
    /** The length of the audio, in seconds. */
    duration_seconds: z.number(),
    /** What was asked: null when the length was left to the engine (automatic). */
    requested_duration_seconds: z.number().nullable(),
    prompt_influence: z.number(),
    loop: z.boolean(),
    seed: z.number().int(),
    output_format: z.string(),
    visibility: z.enum(soundEffectVisibilities),
    /** Whether the caller's workspace made it (only then can it be shared or deleted). */
    is_owner: z.boolean(),
    created_at_unix: z.number().int(),
  })
  .meta({ id: "ChorusSoundEffect" });

export const SoundEffectParamsSchema = z.object({ sound_effect_id: idValue });

export const SoundEffectListQuerySchema = z.object({
  /** Matches the prompt, case-insensitively. */
  search: z.string().trim().max(200).optional(),
  category: z.enum(soundEffectCategories).optional(),
  page_size: z.coerce.number().int().min(1).max(100).default(30),
  page: z.coerce.number().int().min(0).default(0),
});

export const SoundEffectListSchema = z
  .object({ sound_effects: z.array(SoundEffectSchema), has_more: z.boolean() })
  .meta({ id: "ChorusSoundEffectList" });

export const SoundboardPadSchema = z.object({
  /** The number key that plays it: 1 to 9, then 0. */
  key: z.string(),
  sound_effect: SoundEffectSchema,
});

export const SoundboardSchema = z
  .object({ pads: z.array(SoundboardPadSchema), max_pads: z.number().int() })
  .meta({ id: "ChorusSoundboard" });

export type SoundEffect = z.infer<typeof SoundEffectSchema>;
export type Soundboard = z.infer<typeof SoundboardSchema>;
