import { defineOperation } from "../../operation.ts";
import { StatusOkSchema } from "../auth/auth-schemas.ts";

export const disableSms = defineOperation({
  operationId: "chorus.user.disableSms",
  method: "DELETE",
  path: "/v1/user/mfa/sms",
  summary: "Remove the SMS factor (needs a recent sign-in)",
  tag: "Two-factor authentication",
  auth: { kind: "session" },
  responses: { 200: StatusOkSchema },
  errors: ["recent_sign_in_required", "invalid_request"],
});
