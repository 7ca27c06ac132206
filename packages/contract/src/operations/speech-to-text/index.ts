export * from "./convert.ts";
export * from "./export-options.ts";
export * from "./speech-to-text-schemas.ts";
