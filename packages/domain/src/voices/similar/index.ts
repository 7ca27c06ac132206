export * from "./find-similar-voices.ts";
export * from "./voice-distance.ts";
