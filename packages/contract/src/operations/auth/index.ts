// Sign-up, sign-in, tokens, verification codes and MFA (app-only endpoints the web app uses).
export * from "./auth-schemas.ts";
export * from "./get-captcha-challenge.ts";
export * from "./opt-out-of-updates.ts";
export * from "./reauthenticate.ts";
export * from "./refresh-token.ts";
export * from "./reset-password.ts";
export * from "./send-mfa-sms.ts";
export * from "./sign-in.ts";
export * from "./sign-in-mfa.ts";
export * from "./sign-out.ts";
export * from "./sign-up.ts";
export * from "./verify-email.ts";
export * from "./verify-sign-in.ts";
