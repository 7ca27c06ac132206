import { defineOperation } from "../../operation.ts";
import { BackupCodesSchema } from "./mfa-schemas.ts";

export const regenerateBackupCodes = defineOperation({
  operationId: "chorus.user.regenerateBackupCodes",
  method: "POST",
  path: "/v1/user/mfa/backup-codes",
  summary: "Replace the backup codes with ten new ones (needs a recent sign-in)",
  tag: "Two-factor authentication",
  auth: { kind: "session" },
  responses: { 200: BackupCodesSchema },
  errors: ["recent_sign_in_required", "invalid_request"],
});
