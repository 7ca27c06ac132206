export * from "./api-keys.ts";
export * from "./credits.ts";
export * from "./history.ts";
export * from "./one-time-codes.ts";
export * from "./sessions.ts";
export * from "./users.ts";
export * from "./voices.ts";
export * from "./workspaces.ts";
