export * from "./align-text.ts";
