import { z } from "zod";
import { planBillingPeriods, planCurrencies } from "../../catalogues/plans.ts";

/**
 * Every money-moving call takes an optional `idempotency_key` (spec 001 §7 "subscription upgrade with
 * … idempotency_key"): a retried call with the same key answers what the first one answered and moves
 * no money twice. Without one, the request id is used, so the payment provider still gets a key.
 */
export const IdempotencyKeySchema = z.string().trim().min(8).max(255);

/** Spec 000 §3 "Subscription change body". */
export const SubscriptionChangeBodySchema = z.object({
  /** A tier id; checked by the server so an unknown one answers spec 001 §8's "Tier not found". */
  subscription_type: z.string().trim().min(1).max(64),
  billing_period: z.enum(planBillingPeriods),
  currency: z.enum(planCurrencies).default("usd"),
  promocode: z.string().trim().max(64).nullish(),
  /** Skip the promotion Chorus would otherwise apply by default (none is configured on the test provider). */
  no_default_promocode: z.boolean().nullish(),
  idempotency_key: IdempotencyKeySchema.nullish(),
});
export type SubscriptionChangeBody = z.infer<typeof SubscriptionChangeBodySchema>;

/** Calls that act on the current subscription and take nothing but an idempotency key. */
export const IdempotentCallBodySchema = z
  .object({ idempotency_key: IdempotencyKeySchema.nullish() })
  .default({});

/** A page of the payment provider to send the person to (checkout, portal, payment methods). */
export const ProviderSessionSchema = z.object({ url: z.string() }).meta({ id: "ProviderSessionResponse" });

/** Spec 000 §3 "Promo validation response". An empty code is invalid (spec 000 §5). */
export const PromocodeValidationSchema = z
  .object({
    valid: z.boolean(),
    amount_off: z.number().int().nullable(),
    percent_off: z.number().nullable(),
    duration_in_months: z.number().int().nullable(),
  })
  .meta({ id: "PromocodeValidationResponse" });

export const InvoiceStatusSchema = z.enum(["open", "paid", "void"]);

/** One invoice of the workspace, for the usage screen's list. */
export const InvoiceListItemSchema = z.object({
  invoice_id: z.string(),
  amount_due_cents: z.number().int(),
  currency: z.enum(planCurrencies),
  status: InvoiceStatusSchema,
  description: z.string(),
  created_at_unix: z.number().int(),
  due_at_unix: z.number().int().nullable(),
});
export const InvoiceListSchema = z
  .object({ invoices: z.array(InvoiceListItemSchema) })
  .meta({ id: "InvoiceListResponse" });
