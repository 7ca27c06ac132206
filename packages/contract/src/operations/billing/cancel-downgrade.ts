import { defineOperation } from "../../operation.ts";
import { SubscriptionSchema } from "../user/subscription-schemas.ts";
import { IdempotentCallBodySchema } from "./billing-schemas.ts";
export const cancelDowngrade = defineOperation({
  operationId: "chorus.billing.cancelDowngrade",
  method: "POST",
  path: "/v1/billing/cancel-downgrade",
  summary: "Drop the downgrade scheduled for the end of the billing period",
  tag: "Billing",
  auth: { kind: "session" },
  request: { body: IdempotentCallBodySchema },
  responses: { 200: SubscriptionSchema },
  errors: ["forbidden", "billing_disabled", "no_subscription", "no_pending_change"],
});
