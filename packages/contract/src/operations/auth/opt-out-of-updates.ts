import { defineOperation } from "../../operation.ts";
import { OobCodeBodySchema, StatusOkSchema } from "./auth-schemas.ts";

export const optOutOfUpdates = defineOperation({
  operationId: "chorus.auth.optOutOfUpdates",
  method: "POST",
  path: "/v1/auth/opt-out-of-updates",
  summary: "Stop product-update emails, with the code from an email's opt-out link",
  tag: "Auth",
  auth: { kind: "public" },
  request: { body: OobCodeBodySchema },
  responses: { 200: StatusOkSchema },
  errors: ["invalid_code"],
});
