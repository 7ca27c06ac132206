import type { CaptchaVerifier } from "@chorus/domain";

/**
 * For automation only (CAPTCHA_PROVIDER=test, never the default): accepts exactly the token the
 * operator configured in CAPTCHA_TEST_TOKEN, so scripts can sign up while a wrong or missing token
 * is refused. It proves nothing about who is signing up.
 */
export function testCaptchaVerifier(acceptedToken: string): CaptchaVerifier {
  return {
    provider: "test",
    issueChallenge: async () => undefined,
    verify: async (token) => token === acceptedToken,
  };
}
