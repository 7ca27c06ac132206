export * from "./set-voice-safety-control.ts";
export * from "./speakable-voice.ts";
export * from "./voice-safety-captcha.ts";
