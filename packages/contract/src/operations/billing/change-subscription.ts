import { defineOperation } from "../../operation.ts";
import { SubscriptionSchema } from "../user/subscription-schemas.ts";
import { SubscriptionChangeBodySchema } from "./billing-schemas.ts";
export const changeSubscription = defineOperation({
  operationId: "chorus.billing.changeSubscription",
  method: "POST",
  path: "/v1/billing/change-subscription",
  summary: "Upgrade now (charged at once) or downgrade at the end of the billing period",
  tag: "Billing",
  auth: { kind: "session" },
  request: { body: SubscriptionChangeBodySchema },
  responses: { 200: SubscriptionSchema },
  errors: [
    "forbidden",
    "billing_disabled",
    "no_subscription",
    "unpaid_invoice",
    "card_declined",
    "payment_required",
  ],
});
