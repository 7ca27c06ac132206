export * from "./change-rules.ts";
export * from "./create-from-file.ts";
export * from "./create-from-rules.ts";
export * from "./dictionary-schemas.ts";
export * from "./download.ts";
export * from "./get.ts";
export * from "./list.ts";
export * from "./update.ts";
