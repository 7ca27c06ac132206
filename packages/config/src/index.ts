export * from "./abuse-protection.ts";
export * from "./env-schema.ts";
export * from "./language-model-prices.ts";
export * from "./load-config.ts";
export * from "./persisted-secrets.ts";
