export * from "./fit-voice-profile.ts";
