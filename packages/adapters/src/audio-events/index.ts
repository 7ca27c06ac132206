export * from "./detect-audio-events.ts";
