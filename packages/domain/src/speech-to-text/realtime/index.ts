export * from "./prepare-realtime-transcription.ts";
export * from "./realtime-meter.ts";
export * from "./recognize-segment.ts";
export * from "./uncommitted-audio.ts";
