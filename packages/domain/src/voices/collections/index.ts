export * from "./collection-access.ts";
export * from "./collection-voices.ts";
export * from "./manage-voice-collections.ts";
