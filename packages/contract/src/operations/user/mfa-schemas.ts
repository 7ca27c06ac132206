import { z } from "zod";
import { messages } from "../../errors/messages.ts";

export const MfaStatusSchema = z
  .object({
    totp_enabled: z.boolean(),
    sms_enabled: z.boolean(),
    /** The enrolled phone's last digits, e.g. "•••• 0123". */
    sms_phone_hint: z.string().nullable(),
    backup_codes_remaining: z.number().int(),
  })
  .meta({ id: "MfaStatus" });

export const TotpEnrolmentSchema = z
  .object({
    /** Base32 secret, for typing into an authenticator app by hand. */
    secret: z.string(),
    otpauth_uri: z.string(),
    qr_code_data_url: z.string(),
  })
  .meta({ id: "TotpEnrolment" });

/** Ten single-use backup codes, shown once (only hashes are stored). */
export const BackupCodesSchema = z.object({ backup_codes: z.array(z.string()) }).meta({ id: "BackupCodes" });

export const MfaCodeBodySchema = z.object({ code: z.string().min(1).max(16) });

/** E.164: a plus, a country code and up to 15 digits in all. */
export const PhoneNumberSchema = z
  .string()
  .max(16, messages.invalidPhoneNumber)
  .regex(/^\+[1-9]\d{6,14}$/, messages.invalidPhoneNumber);
