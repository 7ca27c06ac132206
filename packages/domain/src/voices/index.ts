export * from "./get-voice.ts";
export * from "./get-voice-preview.ts";
export * from "./list-voices.ts";
export * from "./premade-voices.ts";
export * from "./search-voices.ts";
export * from "./update-voice-settings.ts";
export * from "./voice-settings-values.ts";
export * from "./voice-view.ts";
