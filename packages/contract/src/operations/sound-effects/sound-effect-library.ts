import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import {
  SoundEffectListQuerySchema,
  SoundEffectListSchema,
  SoundEffectParamsSchema,
  SoundEffectSchema,
  soundEffectVisibilities,
} from "./sound-effect-library-schemas.ts";

const tag = "Sound effects";
const auth = { kind: "any", permission: "sound_generation" } as const;

export const listSoundEffects = defineOperation({
  operationId: "chorus.soundEffects.list",
  method: "GET",
  path: "/v1/sound-effects",
  summary: "The workspace's generated sound effects, newest first",
  description:
    "Every sound effect the workspace generated is kept. `search` matches the prompt; `category` the recipe's.",
  tag,
  auth,
  request: { query: SoundEffectListQuerySchema },
  responses: { 200: SoundEffectListSchema },
});

export const exploreSoundEffects = defineOperation({
  operationId: "chorus.soundEffects.explore",
  method: "GET",
  path: "/v1/sound-effects/explore",
  summary: "Sound Effects Explore: effects shared with the workspace or with everyone, newest share first",
  tag,
  auth,
  request: { query: SoundEffectListQuerySchema },
  responses: { 200: SoundEffectListSchema },
});

export const getSoundEffect = defineOperation({
  operationId: "chorus.soundEffects.get",
  method: "GET",
  path: "/v1/sound-effects/{sound_effect_id}",
  summary: "One sound effect: the workspace's own, or one shared publicly",
  tag,
  auth,
  request: { params: SoundEffectParamsSchema },
  responses: { 200: SoundEffectSchema },
  errors: ["sound_effect_not_found"],
});

export const getSoundEffectAudio = defineOperation({
  operationId: "chorus.soundEffects.getAudio",
  method: "GET",
  path: "/v1/sound-effects/{sound_effect_id}/audio",
  summary: "The audio of a sound effect",
  description:
    "As it was generated; raw PCM comes wrapped in a WAV header so a browser can play it. With `download=true` it comes as an attachment; downloading another workspace's shared effect needs a paid plan (spec 001), playing it does not.",
  tag,
  auth,
  request: {
    params: SoundEffectParamsSchema,
    query: z.object({
      download: z
        .enum(["true", "false"])
        .transform((value) => value === "true")
        .optional(),
    }),
  },
  responses: {
    200: { binary: true, contentType: "audio/mpeg", description: "The audio with its content type." },
  },
  errors: ["sound_effect_not_found", "only_for_starter+"],
});

export const shareSoundEffect = defineOperation({
  operationId: "chorus.soundEffects.share",
  method: "POST",
  path: "/v1/sound-effects/{sound_effect_id}/share",
  summary: "Share a sound effect in Explore (workspace or public), or make it private again",
  description: "Only its maker or a workspace admin can change it.",
  tag,
  auth,
  request: {
    params: SoundEffectParamsSchema,
    body: z.object({ visibility: z.enum(soundEffectVisibilities) }),
  },
  responses: { 200: SoundEffectSchema },
  errors: ["sound_effect_not_found", "forbidden"],
});

export const deleteSoundEffect = defineOperation({
  operationId: "chorus.soundEffects.delete",
  method: "DELETE",
  path: "/v1/sound-effects/{sound_effect_id}",
  summary: "Delete a sound effect (it leaves Explore and every soundboard)",
  description: "Only its maker or a workspace admin can delete it.",
  tag,
  auth,
  request: { params: SoundEffectParamsSchema },
  responses: { 200: z.object({ sound_effect_id: z.string() }) },
  errors: ["sound_effect_not_found", "forbidden"],
});
