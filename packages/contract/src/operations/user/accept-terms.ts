import { defineOperation } from "../../operation.ts";
import { StatusOkSchema } from "../auth/auth-schemas.ts";

export const acceptTerms = defineOperation({
  operationId: "chorus.user.acceptTerms",
  method: "POST",
  path: "/v1/user/accept-terms",
  summary: "Accept the Terms of Use in effect",
  description:
    "Records that the signed-in person accepted the current Terms of Use, after which `show_compliance_terms` on `GET /v1/user` is false until the terms change again. Accepting twice is harmless.",
  tag: "User",
  auth: { kind: "any", permission: "user_write" },
  responses: { 200: StatusOkSchema },
  errors: [],
});
