export * from "./list-available-models.ts";
