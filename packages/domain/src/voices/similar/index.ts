export * from "./find-similar-voices.ts";
export { measurePremadeVoice, premadeVoiceFeatures } from "./premade-voice-features.ts";
export * from "./voice-distance.ts";
