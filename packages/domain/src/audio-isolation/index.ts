export * from "./isolate-audio.ts";
