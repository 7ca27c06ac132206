import type { CaptchaVerifier } from "@chorus/domain";

/** Google reCAPTCHA's siteverify API, for deployments that configure RECAPTCHA_SECRET. */
export function recaptchaVerifier(options: { secret: string; verifyUrl?: string }): CaptchaVerifier {
  const url = options.verifyUrl ?? "https://www.google.com/recaptcha/api/siteverify";
  return {
    provider: "recaptcha",
    // The reCAPTCHA widget gets its challenge from Google.
    issueChallenge: async () => undefined,
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
