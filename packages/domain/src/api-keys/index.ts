export * from "./api-key-permissions.ts";
export * from "./change-api-key.ts";
export * from "./find-api-key.ts";
export * from "./issue-api-key.ts";
export * from "./list-workspace-api-keys.ts";
export * from "./revoke-api-key.ts";
