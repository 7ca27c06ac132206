import type { Recipe } from "./recipe.ts";
import { doorKnock, explosion, gunshot, impact, thunder } from "./recipes/impacts.ts";
import { ambience, click, coin, laser, whoosh } from "./recipes/interface.ts";
import { applause, birds, footsteps, heartbeat } from "./recipes/living.ts";
import { alarm, beep, bell, engine } from "./recipes/machines.ts";
import { rain, water, wind } from "./recipes/weather.ts";

/** Every recipe, in the order ties are broken (the more specific sounds first). */
export const recipes: readonly Recipe[] = [
  explosion,
  gunshot,
  thunder,
  doorKnock,
  impact,
  footsteps,
  rain,
  wind,
  water,
  engine,
  alarm,
  laser,
  coin,
  whoosh,
  click,
  applause,
  heartbeat,
  birds,
  bell,
  beep,
  ambience,
];

export const recipeNames = recipes.map((recipe) => recipe.name);
