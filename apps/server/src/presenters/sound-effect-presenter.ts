import type { SoundboardSchema, SoundEffectSchema } from "@chorus/contract";
import type { SoundboardPad, SoundEffectRecord } from "@chorus/domain";
import { soundboardSize } from "@chorus/domain";
import type { z } from "zod";

/** A kept sound effect as the caller's workspace sees it (`is_owner` when it made it). */
export function presentSoundEffect(
  effect: SoundEffectRecord,
  workspaceId: string,
): z.infer<typeof SoundEffectSchema> {
  return {
    sound_effect_id: effect.id,
    text: effect.text,
    recipe: effect.recipe,
    recipe_match: effect.recipeMatch,
    category: effect.category,
    duration_seconds: effect.durationSeconds,
    requested_duration_seconds: effect.requestedDurationSeconds,
    prompt_influence: effect.promptInfluence,
    loop: effect.loop,
    seed: effect.seed,
    output_format: effect.outputFormat,
    visibility: effect.visibility,
    is_owner: effect.workspaceId === workspaceId,
    created_at_unix: Math.floor(effect.createdAt.getTime() / 1000),
  };
}

export function presentSoundboard(
  pads: SoundboardPad[],
  workspaceId: string,
): z.infer<typeof SoundboardSchema> {
  return {
    pads: pads.map((pad) => ({ key: pad.key, sound_effect: presentSoundEffect(pad.effect, workspaceId) })),
    max_pads: soundboardSize,
  };
}
