import { defineOperation } from "../../operation.ts";
import { SoundGenerationBodySchema, SoundGenerationQuerySchema } from "./sound-effects-schemas.ts";

export const textToSoundEffectsConvert = defineOperation({
  operationId: "textToSoundEffects.convert",
  method: "POST",
  path: "/v1/sound-generation",
  summary: "Make a sound effect from a text prompt",
  description:
    "The prompt picks a procedural recipe (explosion, rain, laser …) and modifiers such as distant, loud, short, deep or high, applied as strictly as prompt_influence says. The audio lasts exactly duration_seconds (0.5 to 22), or a length suited to the sound when it is absent; with loop it repeats without a seam. Headers: `character-cost` (credits charged: 40 per requested second, rounded up, or 200 when the duration is automatic), `x-chorus-sound-recipe` (the recipe used) and `x-chorus-sound-recipe-match: nearest` when no word of the prompt named a recipe and the most similar one was used, `x-chorus-sound-seed` (the seed used: the body's `seed`, a Chorus extension, or one derived from the prompt, so the same request gives the same audio) and `x-chorus-sound-effect-id` (the effect is kept for the workspace: `GET /v1/sound-effects/{id}`).",
  tag: "Sound effects",
  auth: { kind: "any", permission: "sound_generation" },
  request: { query: SoundGenerationQuerySchema, body: SoundGenerationBodySchema },
  responses: {
    200: {
      binary: true,
      contentType: "audio/mpeg",
      description: "The sound effect in the requested output_format (default mp3_44100_128).",
    },
  },
  errors: ["model_not_found", "only_for_creator+", "only_for_pro+"],
});
