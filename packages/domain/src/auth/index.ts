export * from "./authenticate-api-key.ts";
export * from "./authenticate-bearer.ts";
export * from "./refresh-session.ts";
export * from "./require-permission.ts";
export * from "./session-tokens.ts";
export * from "./sign-out.ts";
