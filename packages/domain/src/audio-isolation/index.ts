export { assertCanIsolateAudio } from "./assert-can-isolate-audio.ts";
export * from "./isolate-audio.ts";
