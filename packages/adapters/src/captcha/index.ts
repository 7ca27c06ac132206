export { CAPTCHA_CHALLENGE_LIFETIME_MS, proofOfWorkCaptcha } from "./proof-of-work-captcha.ts";
export { recaptchaVerifier } from "./recaptcha.ts";
export { testCaptchaVerifier } from "./test-captcha.ts";
