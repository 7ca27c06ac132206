export * from "./audio-isolation.ts";
