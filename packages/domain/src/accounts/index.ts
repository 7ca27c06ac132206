export * from "./apply-email-change.ts";
export * from "./create-account.ts";
export * from "./delete-account.ts";
export * from "./ensure-bootstrap-owner.ts";
export * from "./get-captcha-challenge.ts";
export * from "./pre-sign-up.ts";
export * from "./request-email-change.ts";
export * from "./sign-up.ts";
