import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { SubscriptionSchema } from "../user/subscription-schemas.ts";

export const UsageBasedBillingBodySchema = z.object({
  /** On: credits past the plan's may be used up to the tier's extra allowance, invoiced as overage. */
  enabled: z.boolean(),
});

export const setUsageBasedBilling = defineOperation({
  operationId: "chorus.billing.setUsageBasedBilling",
  method: "POST",
  path: "/v1/billing/usage-based-billing",
  summary: "Turn usage-based billing (can_extend_character_limit) on or off (admins)",
  description:
    "Turning it on is refused for grants and for plans without usage-based billing (free, Starter, trial); turning it off is always allowed. Answers the subscription.",
  tag: "Billing",
  auth: { kind: "session" },
  request: { body: UsageBasedBillingBodySchema },
  responses: { 200: SubscriptionSchema },
  errors: ["forbidden", "billing_disabled", "usage_based_billing_unavailable"],
});
