export * from "./authenticate-single-use-token.ts";
export * from "./issue-single-use-token.ts";
