/**
 * The categories Sound Effects Explore filters by. Each recipe of the procedural synthesizer
 * belongs to one; a kept sound effect takes its recipe's category. The web app lists them as
 * filters and the server stores them, so both read them from here.
 */
export const soundEffectCategories = [
  "impacts",
  "weather",
  "living",
  "machines",
  "interface",
  "ambience",
] as const;
export type SoundEffectCategory = (typeof soundEffectCategories)[number];

const categoryOfRecipe: Record<string, SoundEffectCategory> = {
  explosion: "impacts",
  impact: "impacts",
  gunshot: "impacts",
  "door knock": "impacts",
  thunder: "weather",
  rain: "weather",
  wind: "weather",
  water: "weather",
  footsteps: "living",
  applause: "living",
  heartbeat: "living",
  birds: "living",
  engine: "machines",
  alarm: "machines",
  beep: "machines",
  bell: "machines",
  laser: "interface",
  coin: "interface",
  whoosh: "interface",
  click: "interface",
  ambience: "ambience",
};

/** The category of a recipe; a recipe this list does not know (a remote engine's) is an ambience. */
export const soundEffectCategoryOf = (recipe: string): SoundEffectCategory =>
  categoryOfRecipe[recipe] ?? "ambience";

/** A soundboard has one pad per number key, 1 to 9 then 0. */
export const soundboardKeys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"] as const;
