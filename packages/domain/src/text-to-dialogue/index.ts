export * from "./dialogue-input.ts";
export * from "./prepare-dialogue.ts";
export * from "./record-dialogue-generation.ts";
export * from "./stream-dialogue.ts";
