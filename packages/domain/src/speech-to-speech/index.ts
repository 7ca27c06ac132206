export { assertCanChangeVoice } from "./assert-can-change-voice.ts";
export * from "./change-voice.ts";
export * from "./prepare-voice-change.ts";
export * from "./record-voice-change.ts";
export * from "./voice-change-input.ts";
