export { assertCanAddInstantVoice } from "./assert-can-add-instant-voice.ts";
export { assertCanEditVoice } from "./assert-can-edit-voice.ts";
export * from "./create-instant-voice.ts";
export * from "./delete-custom-voice.ts";
export * from "./edit-custom-voice.ts";
export * from "./voice-sample-uploads.ts";
export * from "./voice-samples.ts";
