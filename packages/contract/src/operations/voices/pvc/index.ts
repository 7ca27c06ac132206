export * from "./manage-pvc-voices.ts";
export * from "./pvc-samples.ts";
export * from "./pvc-schemas.ts";
export * from "./pvc-speakers.ts";
export * from "./pvc-verification.ts";
