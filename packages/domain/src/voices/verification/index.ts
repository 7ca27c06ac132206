export * from "./captcha-texts.ts";
export * from "./voice-captcha.ts";
export * from "./word-distance.ts";
