import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { MfaFactorSchema, SessionTokensSchema } from "./auth-schemas.ts";

/** Password accepted, a second factor is needed: finish with `POST /v1/auth/sign-in/mfa`. */
export const MfaRequiredSchema = z
  .object({
    status: z.literal("mfa_required"),
    mfa_token: z.string(),
    factors: z.array(MfaFactorSchema),
  })
  .meta({ id: "MfaRequired" });

/** Password accepted from an unknown device: a code was emailed; finish with `POST /v1/auth/verify-sign-in`. */
export const VerificationRequiredSchema = z
  .object({
    status: z.literal("verification_required"),
    verification_id: z.string(),
  })
  .meta({ id: "SignInVerificationRequired" });

export const SignInResultSchema = z
  .discriminatedUnion("status", [SessionTokensSchema, MfaRequiredSchema, VerificationRequiredSchema])
  .meta({ id: "SignInResult" });

export const signIn = defineOperation({
  operationId: "chorus.auth.signIn",
  method: "POST",
  path: "/v1/auth/sign-in",
  summary: "Sign in with email and password",
  description:
    "Answers `signed_in` with tokens (and sets the `chorus_refresh` cookie), `mfa_required` with a challenge token valid 5 minutes, or `verification_required` when the deployment verifies new devices. Five wrong passwords for an address from one network block that network's sign-in to it for 15 minutes (an address without an account is answered the same way); higher hourly ceilings apply per address and per network.",
  tag: "Auth",
  auth: { kind: "public" },
  request: {
    body: z.object({
      email: z.string().max(320),
      password: z.string().max(1024),
      /** A stable random id the browser keeps, for new-device verification. */
      device_id: z.string().min(8).max(200).optional(),
    }),
  },
  responses: { 200: SignInResultSchema },
  errors: [
    "invalid_credentials",
    "too_many_sign_in_attempts",
    "account_disabled",
    "account_suspended",
    "account_locked",
    "password_sign_in_disabled",
  ],
});

export type SignInResult = z.infer<typeof SignInResultSchema>;
