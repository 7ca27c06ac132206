import { defineOperation } from "../../operation.ts";
import { StatusOkSchema } from "../auth/auth-schemas.ts";

export const disableTotp = defineOperation({
  operationId: "chorus.user.disableTotp",
  method: "DELETE",
  path: "/v1/user/mfa/totp",
  summary: "Remove the authenticator app (needs a recent sign-in)",
  tag: "Two-factor authentication",
  auth: { kind: "session" },
  responses: { 200: StatusOkSchema },
  errors: ["recent_sign_in_required", "invalid_request"],
});
