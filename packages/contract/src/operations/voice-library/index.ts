export * from "./add-shared-voice.ts";
export * from "./find-similar-voices.ts";
export * from "./get-shared-voice-preview.ts";
export * from "./get-shared-voices.ts";
export * from "./library-schemas.ts";
export * from "./query-values.ts";
export * from "./voice-collections.ts";
export * from "./voice-sharing.ts";
