// Single-use tokens (reference §2.15).
export * from "./create-single-use-token.ts";
