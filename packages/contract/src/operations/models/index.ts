export * from "./list-models.ts";
export * from "./model-schemas.ts";
