import { defineOperation } from "../../operation.ts";
import { SubscriptionSchema } from "../user/subscription-schemas.ts";
import { IdempotentCallBodySchema } from "./billing-schemas.ts";
export const renewSubscription = defineOperation({
  operationId: "chorus.billing.renewSubscription",
  method: "POST",
  path: "/v1/billing/renew-subscription",
  summary: "Keep a subscription whose cancellation is pending (Do Not Cancel)",
  tag: "Billing",
  auth: { kind: "session" },
  request: { body: IdempotentCallBodySchema },
  responses: { 200: SubscriptionSchema },
  errors: ["forbidden", "billing_disabled", "no_subscription", "no_pending_change"],
});
