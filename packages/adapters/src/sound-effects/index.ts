export { chooseRecipe } from "./choose-recipe.ts";
export { recipeNames } from "./recipe-catalogue.ts";
export { proceduralSoundEffects, synthesizeSoundEffect } from "./synthesize-sound-effect.ts";
