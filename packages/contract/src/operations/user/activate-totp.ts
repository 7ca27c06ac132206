import { defineOperation } from "../../operation.ts";
import { BackupCodesSchema, MfaCodeBodySchema } from "./mfa-schemas.ts";

export const activateTotp = defineOperation({
  operationId: "chorus.user.activateTotp",
  method: "POST",
  path: "/v1/user/mfa/totp/activate",
  summary: "Confirm the authenticator app with a code; returns backup codes",
  tag: "Two-factor authentication",
  auth: { kind: "session" },
  request: { body: MfaCodeBodySchema },
  responses: { 200: BackupCodesSchema },
  errors: ["invalid_mfa_code", "invalid_request"],
});
