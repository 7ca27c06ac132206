import { defineOperation } from "../../operation.ts";
import { StatusOkSchema } from "../auth/auth-schemas.ts";
import { PreSignUpBodySchema } from "./sign-up-schemas.ts";

export const preSignUp = defineOperation({
  operationId: "chorus.user.preSignUp",
  method: "POST",
  path: "/v1/user/pre-sign-up",
  summary: "Check that an email may sign up (captcha, country, allow-list, existing account)",
  description:
    "Runs the checks of sign-up without creating anything, in this order: email format, captcha, restricted country, allow-list (a pending workspace invite bypasses it), existing account.",
  tag: "Accounts",
  auth: { kind: "public" },
  request: { body: PreSignUpBodySchema },
  responses: { 200: StatusOkSchema },
  errors: [
    "invalid_email",
    "captcha_failed",
    "restricted_country",
    "email_not_allowlisted",
    "account_exists",
  ],
});
