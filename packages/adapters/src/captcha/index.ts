import type { CaptchaVerifier } from "@chorus/domain";

/**
 * The embedded default: accepts exactly one documented token (CAPTCHA_TEST_TOKEN, default
 * "chorus-test-captcha"), so automation can sign up while a wrong or missing token is refused.
 */
export function testCaptchaVerifier(acceptedToken: string): CaptchaVerifier {
  return { verify: async (token) => token === acceptedToken };
}

/** Google reCAPTCHA's siteverify API, for deployments that configure RECAPTCHA_SECRET. */
export function recaptchaVerifier(options: { secret: string; verifyUrl?: string }): CaptchaVerifier {
  const url = options.verifyUrl ?? "https://www.google.com/recaptcha/api/siteverify";
  return {
    async verify(token, remoteIp) {
      if (!token) return false;
      const body = new URLSearchParams({ secret: options.secret, response: token });
      if (remoteIp) body.set("remoteip", remoteIp);
      try {
        const response = await fetch(url, { method: "POST", body, signal: AbortSignal.timeout(5000) });
        const result = (await response.json()) as { success?: boolean };
        return result.success === true;
      } catch {
        return false;
      }
    },
  };
}
