import { z } from "zod";
import { uiLocales } from "../../catalogues/ui-locales.ts";
import { defineOperation } from "../../operation.ts";
import { PreSignUpBodySchema } from "../user/sign-up-schemas.ts";
import { NewPasswordSchema, SessionTokensSchema } from "./auth-schemas.ts";

export const signUp = defineOperation({
  operationId: "chorus.auth.signUp",
  method: "POST",
  path: "/v1/auth/sign-up",
  summary: "Create an account with email and password and sign in",
  description:
    "Runs the pre-sign-up checks, creates the person and their own workspace, signs them in and emails a verification link. Also sets the `chorus_refresh` cookie.",
  tag: "Auth",
  auth: { kind: "public" },
  request: {
    body: PreSignUpBodySchema.extend({
      password: NewPasswordSchema,
      locale: z.enum(uiLocales).optional(),
    }),
  },
  responses: { 201: SessionTokensSchema },
  errors: [
    "invalid_email",
    "captcha_failed",
    "restricted_country",
    "email_not_allowlisted",
    "account_exists",
  ],
});
