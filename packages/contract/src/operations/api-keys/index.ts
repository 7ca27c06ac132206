// Workspace API keys.
export * from "./api-key-schemas.ts";
export * from "./create-api-key.ts";
export * from "./delete-api-key.ts";
export * from "./list-api-key-permissions.ts";
export * from "./list-api-keys.ts";
export * from "./update-api-key.ts";
