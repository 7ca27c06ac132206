import type { MfaStatusSchema, TotpEnrolmentSchema } from "@chorus/contract";
import type { MfaStatus, TotpEnrolment } from "@chorus/domain";
import type { z } from "zod";

export function presentMfaStatus(status: MfaStatus): z.infer<typeof MfaStatusSchema> {
  return {
    totp_enabled: status.totpEnabled,
    sms_enabled: status.smsEnabled,
    sms_phone_hint: status.smsPhoneHint,
    backup_codes_remaining: status.backupCodesRemaining,
  };
}

export function presentTotpEnrolment(enrolment: TotpEnrolment): z.infer<typeof TotpEnrolmentSchema> {
  return {
    secret: enrolment.secret,
    otpauth_uri: enrolment.otpauthUri,
    qr_code_data_url: enrolment.qrCodeDataUrl,
  };
}
