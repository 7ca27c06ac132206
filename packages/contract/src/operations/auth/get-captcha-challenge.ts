import { z } from "zod";
import { defineOperation } from "../../operation.ts";

/**
 * An ALTCHA (v2) proof-of-work: find the counter whose PBKDF2 key starts with `keyPrefix`.
 * The parameters are signed as a whole, so every key the server sent must come back unchanged
 * (unknown keys pass through for that reason).
 */
export const ProofOfWorkChallengeSchema = z
  .object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number().int(),
      keyLength: z.number().int(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().int().optional(),
    }),
    signature: z.string(),
  })
  .meta({ id: "ProofOfWorkChallenge" });

export const CaptchaChallengeSchema = z
  .object({
    /** Which captcha sign-up expects in `recaptcha_token`. */
    provider: z.enum(["altcha", "recaptcha", "test"]),
    /**
     * With `altcha`: the challenge to solve. Send `base64(JSON.stringify({ challenge, solution }))`
     * (solution: `{ counter, derivedKey }`) as `recaptcha_token`; each solved challenge is accepted
     * once, for 10 minutes. Null for the other providers.
     */
    challenge: ProofOfWorkChallengeSchema.nullable(),
  })
  .meta({ id: "CaptchaChallenge" });

export const getCaptchaChallenge = defineOperation({
  operationId: "chorus.auth.getCaptchaChallenge",
  method: "GET",
  path: "/v1/auth/captcha-challenge",
  summary: "Get a captcha challenge for sign-up",
  description:
    "Names the deployment's captcha provider and, for the embedded proof-of-work (ALTCHA), hands out a fresh signed challenge that the browser solves before sign-up. The proof-of-work costs a script CPU time; it does not tell people from bots the way reCAPTCHA does.",
  tag: "Auth",
  auth: { kind: "public" },
  responses: { 200: CaptchaChallengeSchema },
  errors: ["rate_limit_exceeded"],
});

export type CaptchaChallengeResponse = z.infer<typeof CaptchaChallengeSchema>;
export type ProofOfWorkChallenge = z.infer<typeof ProofOfWorkChallengeSchema>;
