import type { SoundEffect, SoundEffectRequest, SoundEffectSynthesizer } from "@chorus/domain";
import { SerialWorker } from "../off-thread/serial-worker.ts";
import { chooseRecipe } from "./choose-recipe.ts";
import { loopFadeLength, loopSeamlessly } from "./loop-seam.ts";
import { promptModifiers } from "./prompt-modifiers.ts";
import { seededRandom, seedFromText } from "./seeded-random.ts";
import { applyDistance, fadeEnds, setLevel, toInt16 } from "./shape-output.ts";

/** The shortest and longest automatic lengths, the range the API allows for explicit ones. */
const automaticRange = { min: 0.5, max: 22 };

/**
 * Makes one sound effect: the prompt picks a recipe and its modifiers, the recipe renders exactly
 * `durationSeconds × sampleRate` samples (plus a crossfade tail when looping) from a seeded random
 * source, then distance, level and the loop seam or end fades are applied.
 */
export function synthesizeSoundEffect(request: SoundEffectRequest): SoundEffect {
  const { recipe, match } = chooseRecipe(request.prompt);
  const modifiers = promptModifiers(request.prompt, request.promptInfluence);
  const seconds =
    request.durationSeconds ??
    Math.min(
      Math.max(recipe.automaticSeconds * modifiers.lengthFactor, automaticRange.min),
      automaticRange.max,
    );
  const { sampleRate } = request;
  const length = Math.round(seconds * sampleRate);
  const extra = request.loop ? loopFadeLength(length, sampleRate) : 0;
  const seed = request.seed ?? seedFromText(request.prompt);
  const random = seededRandom(seed);
  // A seed also tunes the recipe by up to ±3%, so recipes without noise (a laser, a coin) vary with it too.
  const pitch = modifiers.pitch * (1 + (random() - 0.5) * 0.06);
  const rendered = recipe.render({ sampleRate, length: length + extra, random, pitch });
  applyDistance(rendered, sampleRate, modifiers.distance);
  const shaped = request.loop ? loopSeamlessly(rendered, length) : fadeEnds(rendered, sampleRate);
  setLevel(shaped, modifiers);
  return { samples: toInt16(shaped), sampleRate, recipe: recipe.name, match, seed };
}

const soundEffectWorker = new SerialWorker<SoundEffectRequest, SoundEffect>(
  new URL("./sound-effect-worker.ts", import.meta.url),
  "chorus-sound-effects",
);

/**
 * The `SoundEffectSynthesizer` port on the embedded default: procedural, no model, no network, in a
 * worker thread (`sound-effect-worker.ts`) so the event loop keeps answering meanwhile.
 */
export const proceduralSoundEffects: SoundEffectSynthesizer = {
  generate: (request, signal) => soundEffectWorker.run(request, [], signal),
};
