import { defineOperation } from "../../operation.ts";
import { BackupCodesSchema, MfaCodeBodySchema } from "./mfa-schemas.ts";

export const activateSms = defineOperation({
  operationId: "chorus.user.activateSms",
  method: "POST",
  path: "/v1/user/mfa/sms/activate",
  summary: "Confirm the phone with the texted code; returns backup codes",
  tag: "Two-factor authentication",
  auth: { kind: "session" },
  request: { body: MfaCodeBodySchema },
  responses: { 200: BackupCodesSchema },
  errors: ["invalid_mfa_code", "too_many_attempts", "invalid_request"],
});
