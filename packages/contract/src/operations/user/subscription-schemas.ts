import { z } from "zod";
import { subscriptionTiers } from "../../catalogues/subscription-tiers.ts";

export const SubscriptionStatusSchema = z.enum([
  "trialing",
  "active",
  "incomplete",
  "past_due",
  "free",
  "free_disabled",
]);
export const CurrencySchema = z.enum(["usd", "eur", "inr", "pln", "gbp"]);
export const BillingPeriodSchema = z.enum([
  "monthly_period",
  "3_month_period",
  "6_month_period",
  "annual_period",
]);

/** Amounts are decimal strings on the wire ("12.50"), as the SDK parses them. */
export const PriceSchema = z.object({ amount: z.string(), currency: CurrencySchema });

export const PaymentIntentStatusSchema = z.enum([
  "canceled",
  "processing",
  "requires_action",
  "requires_capture",
  "requires_confirmation",
  "requires_payment_method",
  "succeeded",
]);

export const DiscountSchema = z.object({
  discount_percent_off: z.number().nullish(),
  discount_amount_off: z.number().nullish(),
});

/** `InvoiceResponse`. `next_payment_attempt_unix` is -1 when no attempt is planned. */
export const InvoiceSchema = z
  .object({
    amount_due_cents: z.number().int(),
    subtotal_cents: z.number().int().nullish(),
    tax_cents: z.number().int().nullish(),
    discount_percent_off: z.number().nullish(),
    discount_amount_off: z.number().nullish(),
    discounts: z.array(DiscountSchema),
    next_payment_attempt_unix: z.number().int(),
    payment_intent_status: PaymentIntentStatusSchema.nullish(),
    payment_intent_statusses: z.array(PaymentIntentStatusSchema),
  })
  .meta({ id: "InvoiceResponse" });

/** `PendingSubscriptionSwitchResponseModel`: a downgrade (tier or period) at `timestamp_seconds`. */
export const PendingSubscriptionSwitchSchema = z
  .object({
    kind: z.literal("change"),
    next_tier: z.enum(subscriptionTiers),
    next_billing_period: BillingPeriodSchema,
    timestamp_seconds: z.number().int(),
  })
  .meta({ id: "PendingSubscriptionSwitchResponseModel" });

/** `PendingCancellationResponseModel`: the subscription ends at `timestamp_seconds`. */
export const PendingCancellationSchema = z
  .object({
    kind: z.literal("cancellation"),
    timestamp_seconds: z.number().int(),
  })
  .meta({ id: "PendingCancellationResponseModel" });

export const PendingChangeSchema = z.discriminatedUnion("kind", [
  PendingSubscriptionSwitchSchema,
  PendingCancellationSchema,
]);

/** `SubscriptionResponse`: the subscription embedded in `GET /v1/user`. Every required SDK field is required here. */
export const SubscriptionResponseSchema = z
  .object({
    tier: z.enum(subscriptionTiers),
    character_count: z.number().int(),
    character_limit: z.number().int(),
    max_character_limit_extension: z.number().int().nullish(),
    max_credit_limit_extension: z.union([z.number().int(), z.literal("unlimited")]),
    can_extend_character_limit: z.boolean(),
    allowed_to_extend_character_limit: z.boolean(),
    next_character_count_reset_unix: z.number().int().nullish(),
    voice_slots_used: z.number().int(),
    professional_voice_slots_used: z.number().int(),
    professional_voice_slots_used_in_workspace: z.number().int(),
    voice_limit: z.number().int(),
    max_voice_add_edits: z.number().int().nullish(),
    voice_add_edit_counter: z.number().int(),
    professional_voice_limit: z.number().int(),
    can_extend_voice_limit: z.boolean(),
    can_use_instant_voice_cloning: z.boolean(),
    can_use_professional_voice_cloning: z.boolean(),
    currency: CurrencySchema.nullish(),
    current_overage: PriceSchema,
    status: SubscriptionStatusSchema,
    billing_period: BillingPeriodSchema.nullish(),
    character_refresh_period: BillingPeriodSchema.nullish(),
    /** Spec 000 §3 (not an SDK field; the SDK passes it through): tiers held before the current one. */
    previously_subscribed_tiers: z.array(z.enum(subscriptionTiers)),
  })
  .meta({ id: "SubscriptionResponse" });

/** `Subscription`: `GET /v1/user/subscription`, the embedded shape plus invoices and pending changes. */
export const SubscriptionSchema = SubscriptionResponseSchema.extend({
  next_invoice: InvoiceSchema.nullish(),
  open_invoices: z.array(InvoiceSchema),
  has_open_invoices: z.boolean(),
  pending_change: PendingChangeSchema.nullish(),
  has_used_starter_coupon_on_account: z.boolean().nullish(),
  has_used_creator_coupon_on_account: z.boolean().nullish(),
  is_eligible_for_starter_promo: z.boolean().nullish(),
}).meta({ id: "Subscription" });

export type SubscriptionResponse = z.infer<typeof SubscriptionResponseSchema>;
export type Subscription = z.infer<typeof SubscriptionSchema>;
