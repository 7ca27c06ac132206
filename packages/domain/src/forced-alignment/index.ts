export * from "./align-text.ts";
export { assertCanAlignText } from "./assert-can-align-text.ts";
