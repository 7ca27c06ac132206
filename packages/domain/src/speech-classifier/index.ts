export * from "./classify-speech.ts";
