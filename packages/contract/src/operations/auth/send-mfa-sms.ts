import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { StatusOkSchema } from "./auth-schemas.ts";

export const sendMfaSignInSms = defineOperation({
  operationId: "chorus.auth.sendMfaSignInSms",
  method: "POST",
  path: "/v1/auth/sign-in/mfa/send-sms",
  summary: "Text a six-digit sign-in code to the enrolled phone (valid 10 minutes)",
  tag: "Auth",
  auth: { kind: "public" },
  request: { body: z.object({ mfa_token: z.string().min(1).max(4000) }) },
  responses: { 200: StatusOkSchema },
  errors: ["unauthorized", "too_many_attempts", "invalid_request"],
});
