import { defineOperation } from "../../operation.ts";
import { TotpEnrolmentSchema } from "./mfa-schemas.ts";

export const enrollTotp = defineOperation({
  operationId: "chorus.user.enrollTotp",
  method: "POST",
  path: "/v1/user/mfa/totp/enroll",
  summary: "Start enrolling an authenticator app (needs a recent sign-in)",
  tag: "Two-factor authentication",
  auth: { kind: "session" },
  responses: { 200: TotpEnrolmentSchema },
  errors: ["recent_sign_in_required", "invalid_request"],
});
