import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { StatusOkSchema } from "./auth-schemas.ts";

export const reauthenticate = defineOperation({
  operationId: "chorus.auth.reauthenticate",
  method: "POST",
  path: "/v1/auth/reauthenticate",
  summary: "Prove who you are again before a sensitive action",
  description:
    "Marks the session as recently signed in for 5 minutes. With two-factor authentication enrolled a `code` (authenticator, SMS or backup code) is needed too; without it the answer is `mfa_required` (and an SMS-only person is sent a code).",
  tag: "Auth",
  auth: { kind: "session" },
  request: {
    body: z.object({ password: z.string().max(1024), code: z.string().min(1).max(64).optional() }),
  },
  responses: { 200: StatusOkSchema },
  errors: ["invalid_credentials", "mfa_required", "invalid_mfa_code", "too_many_sign_in_attempts"],
});
