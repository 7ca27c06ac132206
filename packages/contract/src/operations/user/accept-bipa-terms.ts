import { defineOperation } from "../../operation.ts";
import { StatusOkSchema } from "../auth/auth-schemas.ts";

export const acceptBipaTerms = defineOperation({
  operationId: "chorus.user.acceptBipaTerms",
  method: "POST",
  path: "/v1/user/accept-bipa-terms",
  summary: "Accept the biometric privacy terms (people located in Illinois, USA)",
  description: "Refused with 400 for people the terms do not apply to (`requires_bipa_terms` is false).",
  tag: "User",
  auth: { kind: "any", permission: "user_write" },
  responses: { 200: StatusOkSchema },
  errors: ["invalid_request"],
});
