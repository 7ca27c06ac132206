import { defineOperation } from "../../operation.ts";
import { ProviderSessionSchema, SubscriptionChangeBodySchema } from "./billing-schemas.ts";
export const createCheckoutSession = defineOperation({
  operationId: "chorus.billing.createCheckoutSession",
  method: "POST",
  path: "/v1/billing/create-checkout-session",
  summary:
    "Start a checkout for a plan on the payment provider's page (admins; free, trial or grant workspaces)",
  tag: "Billing",
  auth: { kind: "session" },
  request: { body: SubscriptionChangeBodySchema },
  responses: { 200: ProviderSessionSchema },
  errors: [
    "forbidden",
    "billing_disabled",
    "coupon_expired",
    "invalid_promocode",
    "already_subscribed",
    "unpaid_invoice",
  ],
});
