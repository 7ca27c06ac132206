import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { StatusOkSchema } from "../auth/auth-schemas.ts";

export const sendVerificationEmail = defineOperation({
  operationId: "chorus.user.sendVerificationEmail",
  method: "POST",
  path: "/v1/user/send-verification-email",
  summary: "Send the email verification link again",
  description:
    "At most once every 5 minutes per account. Answers `ok` for unknown or already verified addresses too, so it cannot be used to find out who has an account.",
  tag: "Accounts",
  auth: { kind: "public" },
  request: { body: z.object({ email: z.string().max(320) }) },
  responses: { 200: StatusOkSchema },
  errors: ["resend_too_soon"],
});
