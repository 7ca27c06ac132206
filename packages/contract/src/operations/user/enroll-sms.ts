import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { StatusOkSchema } from "../auth/auth-schemas.ts";
import { PhoneNumberSchema } from "./mfa-schemas.ts";

export const enrollSms = defineOperation({
  operationId: "chorus.user.enrollSms",
  method: "POST",
  path: "/v1/user/mfa/sms/enroll",
  summary: "Start enrolling a phone: texts it a six-digit code (needs a recent sign-in)",
  tag: "Two-factor authentication",
  auth: { kind: "session" },
  request: { body: z.object({ phone_number: PhoneNumberSchema }) },
  responses: { 200: StatusOkSchema },
  errors: ["recent_sign_in_required", "invalid_request"],
});
