import { z } from "zod";
import { messages } from "../../errors/messages.ts";
import { defineOperation } from "../../operation.ts";
import { NewPasswordSchema, StatusOkSchema } from "./auth-schemas.ts";

export const resetPassword = defineOperation({
  operationId: "chorus.auth.resetPassword",
  method: "POST",
  path: "/v1/auth/reset-password",
  summary: "Set a new password with the code from the reset link; signs out every session",
  tag: "Auth",
  auth: { kind: "public" },
  request: {
    body: z
      .object({
        oob_code: z.string().min(1).max(200),
        new_password: NewPasswordSchema,
        new_password_repeat: z.string().max(1024),
      })
      .refine((body) => body.new_password === body.new_password_repeat, {
        message: messages.passwordsDoNotMatch,
        path: ["new_password_repeat"],
      }),
  },
  responses: { 200: StatusOkSchema },
  errors: ["invalid_code"],
});
