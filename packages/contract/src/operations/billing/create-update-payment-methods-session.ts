import { defineOperation } from "../../operation.ts";
import { IdempotentCallBodySchema, ProviderSessionSchema } from "./billing-schemas.ts";
export const createUpdatePaymentMethodsSession = defineOperation({
  operationId: "chorus.billing.createUpdatePaymentMethodsSession",
  method: "POST",
  path: "/v1/billing/create-update-payment-methods-session",
  summary: "Open the payment provider's page for changing the card (admins with a subscription)",
  tag: "Billing",
  auth: { kind: "session" },
  request: { body: IdempotentCallBodySchema },
  responses: { 200: ProviderSessionSchema },
  errors: ["forbidden", "billing_disabled", "no_subscription"],
});
