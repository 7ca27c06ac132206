import { z } from "zod";
import { idValue } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { SoundboardSchema } from "./sound-effect-library-schemas.ts";

const tag = "Sound effects";
const auth = { kind: "any", permission: "sound_generation" } as const;

export const getSoundboard = defineOperation({
  operationId: "chorus.soundEffects.soundboard.get",
  method: "GET",
  path: "/v1/sound-effects/soundboard",
  summary: "The caller's soundboard in this workspace: pinned effects in pad order (keys 1–9, 0)",
  tag,
  auth,
  responses: { 200: SoundboardSchema },
});

export const pinSoundEffect = defineOperation({
  operationId: "chorus.soundEffects.soundboard.pin",
  method: "POST",
  path: "/v1/sound-effects/soundboard/pads",
  summary: "Pin a sound effect to the next free pad (pinning it again changes nothing)",
  description: "The effect must be the workspace's own or shared with it. A full board is refused.",
  tag,
  auth,
  request: { body: z.object({ sound_effect_id: idValue }) },
  responses: { 200: SoundboardSchema },
  errors: ["sound_effect_not_found", "soundboard_full"],
});

export const unpinSoundEffect = defineOperation({
  operationId: "chorus.soundEffects.soundboard.unpin",
  method: "DELETE",
  path: "/v1/sound-effects/soundboard/pads/{sound_effect_id}",
  summary: "Take a sound effect off the soundboard; the pads after it move up",
  tag,
  auth,
  request: { params: z.object({ sound_effect_id: idValue }) },
  responses: { 200: SoundboardSchema },
  errors: ["sound_effect_not_found"],
});

export const reorderSoundboard = defineOperation({
  operationId: "chorus.soundEffects.soundboard.reorder",
  method: "PUT",
  path: "/v1/sound-effects/soundboard/pads",
  summary: "Put the pads in a new order (every pinned effect, once)",
  tag,
  auth,
  request: { body: z.object({ sound_effect_ids: z.array(idValue).max(10) }) },
  responses: { 200: SoundboardSchema },
  errors: ["invalid_request"],
});
