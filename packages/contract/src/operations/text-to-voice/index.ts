export * from "./create-voice-from-preview.ts";
export * from "./design-voice.ts";
export * from "./remix-voice.ts";
export * from "./stream-voice-preview.ts";
export * from "./text-to-voice-schemas.ts";
