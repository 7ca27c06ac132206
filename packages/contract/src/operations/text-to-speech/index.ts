export * from "./text-to-speech.ts";
export * from "./tts-schemas.ts";
