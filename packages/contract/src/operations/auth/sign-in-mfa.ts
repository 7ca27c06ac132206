import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { SessionTokensSchema } from "./auth-schemas.ts";

export const completeMfaSignIn = defineOperation({
  operationId: "chorus.auth.completeMfaSignIn",
  method: "POST",
  path: "/v1/auth/sign-in/mfa",
  summary: "Finish a sign-in with a code from an authenticator app, an SMS or a backup code",
  description:
    "A backup code works once. Five wrong codes block further attempts for 15 minutes. Sets the `chorus_refresh` cookie.",
  tag: "Auth",
  auth: { kind: "public" },
  request: {
    body: z.object({
      mfa_token: z.string().min(1).max(4000),
      method: z.enum(["totp", "sms", "backup_code"]),
      code: z.string().min(1).max(64),
    }),
  },
  responses: { 200: SessionTokensSchema },
  errors: ["unauthorized", "invalid_mfa_code", "invalid_backup_code", "too_many_attempts"],
});
