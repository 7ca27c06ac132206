import { z } from "zod";
import { messages } from "../../errors/messages.ts";

/** `{ status: "ok" }`: the answer of actions that have nothing else to report. */
export const StatusOkSchema = z.object({ status: z.literal("ok") }).meta({ id: "StatusOk" });

/** A new password: at least 8 characters, at most 128 (Argon2 input stays bounded). */
export const NewPasswordSchema = z
  .string()
  .min(8, messages.passwordTooShort)
  .max(128, messages.passwordTooLong);

/** A single-use code from an emailed link (`oobCode` in the link's query). */
export const OobCodeBodySchema = z.object({ oob_code: z.string().min(1).max(200) });

/**
 * What every successful sign-in, sign-up, refresh and sign-in verification answers. The
 * refresh token is also set as the httpOnly cookie `chorus_refresh` (path `/v1/auth`), so a
 * browser never has to keep it in script-readable storage.
 */
export const SessionTokensSchema = z
  .object({
    status: z.literal("signed_in"),
    access_token: z.string(),
    access_token_expires_at_unix: z.number().int(),
    refresh_token: z.string(),
    refresh_token_expires_at_unix: z.number().int(),
    user_id: z.string(),
    workspace_id: z.string(),
  })
  .meta({ id: "SessionTokens" });

export const MfaFactorSchema = z.enum(["totp", "sms"]);

export type SessionTokensResponse = z.infer<typeof SessionTokensSchema>;
