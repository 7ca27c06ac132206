import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { PromocodeValidationSchema } from "./billing-schemas.ts";

/** The code may be empty: an empty code is simply invalid (spec 000 §5), not a malformed request. */
export const ValidatePromocodeBodySchema = z.object({ promocode: z.string().max(64).nullish() });

export const validatePromocode = defineOperation({
  operationId: "chorus.billing.validatePromocode",
  method: "POST",
  path: "/v1/billing/validate-promocode",
  summary: "Check a promotion code: whether it is valid now and what it takes off",
  tag: "Billing",
  auth: { kind: "session" },
  request: { body: ValidatePromocodeBodySchema },
  responses: { 200: PromocodeValidationSchema },
  errors: ["billing_disabled"],
});
