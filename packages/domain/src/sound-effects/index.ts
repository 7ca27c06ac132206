export * from "./make-sound-effect.ts";
export * from "./prepare-sound-effect.ts";
export * from "./sound-effect-cost.ts";
