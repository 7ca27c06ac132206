export * from "./create-account.ts";
export * from "./ensure-bootstrap-owner.ts";
