export * from "./make-sound-effect.ts";
export * from "./prepare-sound-effect.ts";
export * from "./record-sound-effect.ts";
export * from "./sound-effect-audio.ts";
export * from "./sound-effect-cost.ts";
export * from "./sound-effect-library.ts";
export * from "./sound-effect-records.ts";
export * from "./soundboard.ts";
