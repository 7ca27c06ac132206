export * from "./http-tool-webhook-caller.ts";
