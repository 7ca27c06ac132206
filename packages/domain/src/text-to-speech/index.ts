export * from "./alignment-slice.ts";
export * from "./character-alignment.ts";
export * from "./live/index.ts";
export * from "./prepare-synthesis.ts";
export * from "./resolve-speech-target.ts";
export * from "./stream-synthesis.ts";
export * from "./synthesize-sentences.ts";
export * from "./tts-input.ts";
