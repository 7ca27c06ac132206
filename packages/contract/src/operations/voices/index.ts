export * from "./get-voice.ts";
export * from "./get-voice-preview.ts";
export * from "./get-voices.ts";
export * from "./manage-custom-voices.ts";
export * from "./search-voices.ts";
export * from "./voice-form.ts";
export * from "./voice-schemas.ts";
export * from "./voice-settings.ts";
