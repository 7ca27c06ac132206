import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { SubscriptionSchema } from "../user/subscription-schemas.ts";
import { IdempotencyKeySchema } from "./billing-schemas.ts";

export const ApplyDiscountBodySchema = z.object({
  discount_code: z.string().trim().max(64),
  idempotency_key: IdempotencyKeySchema.nullish(),
});

export const applyDiscount = defineOperation({
  operationId: "chorus.billing.applyDiscount",
  method: "POST",
  path: "/v1/billing/apply-discount",
  summary: "Apply a promotion code to the current subscription's next invoices",
  tag: "Billing",
  auth: { kind: "session" },
  request: { body: ApplyDiscountBodySchema },
  responses: { 200: SubscriptionSchema },
  errors: ["forbidden", "billing_disabled", "no_subscription", "invalid_promocode", "coupon_expired"],
});
