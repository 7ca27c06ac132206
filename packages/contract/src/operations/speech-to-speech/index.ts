export * from "./speech-to-speech.ts";
