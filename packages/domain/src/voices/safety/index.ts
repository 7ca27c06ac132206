export { assertCanCheckVoiceSafetyCaptcha } from "./assert-can-check-voice-safety-captcha.ts";
export * from "./set-voice-safety-control.ts";
export * from "./speakable-voice.ts";
export * from "./voice-safety-captcha.ts";
