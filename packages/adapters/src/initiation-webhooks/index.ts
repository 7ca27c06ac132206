export * from "./https-initiation-webhook-caller.ts";
