import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { StatusOkSchema } from "../auth/auth-schemas.ts";

export const sendPasswordResetEmail = defineOperation({
  operationId: "chorus.user.sendPasswordResetEmail",
  method: "POST",
  path: "/v1/user/send-password-reset-email",
  summary: "Email a password reset link (valid 1 hour)",
  description: "Always answers `ok`, whether or not the address has an account.",
  tag: "Accounts",
  auth: { kind: "public" },
  request: { body: z.object({ email: z.string().max(320) }) },
  responses: { 200: StatusOkSchema },
});
