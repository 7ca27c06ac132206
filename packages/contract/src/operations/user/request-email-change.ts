import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { StatusOkSchema } from "../auth/auth-schemas.ts";

export const requestEmailChange = defineOperation({
  operationId: "chorus.user.requestEmailChange",
  method: "POST",
  path: "/v1/user/email-change",
  summary: "Start changing the account email: a confirmation link goes to the new address",
  tag: "Accounts",
  auth: { kind: "session" },
  request: { body: z.object({ new_email: z.string().max(320), password: z.string().max(1024) }) },
  responses: { 200: StatusOkSchema },
  errors: ["invalid_email", "invalid_credentials", "account_exists", "too_many_sign_in_attempts"],
});
