export * from "./forced-alignment.ts";
