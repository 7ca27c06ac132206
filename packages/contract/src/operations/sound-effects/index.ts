export * from "./sound-effects-schemas.ts";
export * from "./sound-generation.ts";
