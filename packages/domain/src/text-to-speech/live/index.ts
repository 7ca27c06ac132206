export * from "./live-text-buffer.ts";
export * from "./prepare-live-synthesis.ts";
export * from "./speak-live-segment.ts";
