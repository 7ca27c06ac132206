import type { PublicContext } from "../context.ts";
import type { CaptchaChallenge, CaptchaVerifier } from "../ports/services.ts";

/**
 * What the sign-up page needs before it can send `recaptcha_token`: which captcha the deployment
 * uses and, for the embedded proof-of-work, a fresh challenge to solve.
 */
export async function getCaptchaChallenge(
  ctx: PublicContext,
): Promise<{ provider: CaptchaVerifier["provider"]; challenge: CaptchaChallenge | undefined }> {
  const { captcha } = ctx.ports;
  return { provider: captcha.provider, challenge: await captcha.issueChallenge() };
}
