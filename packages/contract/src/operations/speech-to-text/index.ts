export * from "./convert.ts";
export * from "./delete-transcript.ts";
export * from "./export-options.ts";
export * from "./get-transcript.ts";
export * from "./list-languages.ts";
export * from "./speech-to-text-schemas.ts";
