export * from "./abuse-limits.ts";
export * from "./captcha.ts";
export * from "./chorus-process.ts";
export * from "./factories.ts";
export { festivalSpeech, silence16k } from "./festival-speech.ts";
export { type ReceivedRequest, type RecordingService, startRecordingService } from "./recording-service.ts";
export * from "./test-clock.ts";
export * from "./test-databases.ts";
export * from "./test-server.ts";
