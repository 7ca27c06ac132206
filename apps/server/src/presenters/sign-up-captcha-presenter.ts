import type { CaptchaChallengeResponse } from "@chorus/contract";
import type { getCaptchaChallenge } from "@chorus/domain";

/** The sign-up captcha's provider and, for the embedded proof-of-work, the challenge as signed. */
export function presentSignUpCaptcha(
  captcha: Awaited<ReturnType<typeof getCaptchaChallenge>>,
): CaptchaChallengeResponse {
  return { provider: captcha.provider, challenge: captcha.challenge ?? null };
}
