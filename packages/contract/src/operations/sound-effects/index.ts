export * from "./sound-effect-library.ts";
export * from "./sound-effect-library-schemas.ts";
export * from "./sound-effects-schemas.ts";
export * from "./sound-generation.ts";
export * from "./soundboard.ts";
