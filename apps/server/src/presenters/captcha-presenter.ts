import type { IssuedCaptcha } from "@chorus/domain";

/** The captcha text to read aloud, and how many attempts remain in the window. */
export function presentCaptcha(captcha: IssuedCaptcha) {
  return {
    voice_id: captcha.voiceId,
    text: captcha.text,
    issued_at_unix: Math.floor(captcha.issuedAt.getTime() / 1000),
    language: captcha.language,
    max_verification_attempts: captcha.attempts.max,
    verification_attempts_left: captcha.attempts.left,
  };
}
