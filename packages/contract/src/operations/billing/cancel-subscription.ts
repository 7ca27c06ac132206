import { defineOperation } from "../../operation.ts";
import { SubscriptionSchema } from "../user/subscription-schemas.ts";
import { IdempotentCallBodySchema } from "./billing-schemas.ts";
export const cancelSubscription = defineOperation({
  operationId: "chorus.billing.cancelSubscription",
  method: "POST",
  path: "/v1/billing/cancel-subscription",
  summary: "Cancel the subscription at the end of the billing period",
  tag: "Billing",
  auth: { kind: "session" },
  request: { body: IdempotentCallBodySchema },
  responses: { 200: SubscriptionSchema },
  errors: ["forbidden", "billing_disabled", "no_subscription"],
});
