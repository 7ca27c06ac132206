import { defineOperation } from "../../operation.ts";
import { IdempotentCallBodySchema, ProviderSessionSchema } from "./billing-schemas.ts";
export const createPortalSession = defineOperation({
  operationId: "chorus.billing.createPortalSession",
  method: "POST",
  path: "/v1/billing/create-portal-session",
  summary: "Open the payment provider's customer portal (admins with a subscription)",
  tag: "Billing",
  auth: { kind: "session" },
  request: { body: IdempotentCallBodySchema },
  responses: { 200: ProviderSessionSchema },
  errors: ["forbidden", "billing_disabled", "no_subscription"],
});
