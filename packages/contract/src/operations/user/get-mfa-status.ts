import { defineOperation } from "../../operation.ts";
import { MfaStatusSchema } from "./mfa-schemas.ts";

export const getMfaStatus = defineOperation({
  operationId: "chorus.user.getMfaStatus",
  method: "GET",
  path: "/v1/user/mfa",
  summary: "Which second factors are enrolled, and how many backup codes are left",
  tag: "Two-factor authentication",
  auth: { kind: "session" },
  responses: { 200: MfaStatusSchema },
});
