import type { RouteBinding } from "../../../http/bind-operation.ts";
import { textToSoundEffectsConvertRoute } from "./convert.ts";
import {
  deleteSoundEffectRoute,
  exploreSoundEffectsRoute,
  getSoundEffectAudioRoute,
  getSoundEffectRoute,
  listSoundEffectsRoute,
  shareSoundEffectRoute,
} from "./sound-effect-library.ts";
import {
  getSoundboardRoute,
  pinSoundEffectRoute,
  reorderSoundboardRoute,
  unpinSoundEffectRoute,
} from "./soundboard.ts";

export const soundGenerationRoutes: RouteBinding[] = [
  textToSoundEffectsConvertRoute,
  listSoundEffectsRoute,
  exploreSoundEffectsRoute,
  getSoundEffectRoute,
  getSoundEffectAudioRoute,
  shareSoundEffectRoute,
  deleteSoundEffectRoute,
  getSoundboardRoute,
  pinSoundEffectRoute,
  unpinSoundEffectRoute,
  reorderSoundboardRoute,
];
