import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { SessionTokensSchema } from "./auth-schemas.ts";

export const verifySignIn = defineOperation({
  operationId: "chorus.auth.verifySignIn",
  method: "POST",
  path: "/v1/auth/verify-sign-in",
  summary:
    "Finish a new-device sign-in with the emailed link code, or the verification id and six-digit code",
  description: "The device is remembered, so it is not asked again. Sets the `chorus_refresh` cookie.",
  tag: "Auth",
  auth: { kind: "public" },
  request: {
    body: z
      .object({
        oob_code: z.string().min(1).max(200).optional(),
        verification_id: z.string().min(1).max(4000).optional(),
        code: z.string().min(1).max(16).optional(),
      })
      .refine(
        (body) => !!body.oob_code || (!!body.verification_id && !!body.code),
        "Send oob_code, or verification_id and code",
      ),
  },
  responses: { 200: SessionTokensSchema },
  errors: ["invalid_code", "too_many_attempts"],
});
