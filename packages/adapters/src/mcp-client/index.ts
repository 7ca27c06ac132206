export * from "./guarded-fetch.ts";
export * from "./sdk-mcp-client.ts";
