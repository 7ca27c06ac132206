export * from "./classify.ts";
