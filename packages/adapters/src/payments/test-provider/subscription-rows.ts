import { type PlanBillingPeriod, type PlanCurrency, planFor, type SubscriptionTier } from "@chorus/contract";
import type { ProviderSubscription } from "@chorus/domain";
import type {
  testPaymentCheckouts,
  testPaymentInvoices,
  testPaymentSubscriptions,
} from "../../db/schema/test-payments.ts";

export type SubscriptionRow = typeof testPaymentSubscriptions.$inferSelect;
export type InvoiceRow = typeof testPaymentInvoices.$inferSelect;
export type CheckoutRow = typeof testPaymentCheckouts.$inferSelect;

/** The row's status as the port names it; a canceled subscription is never answered (it ended). */
export function portStatus(status: string): ProviderSubscription["status"] {
  return status === "past_due" || status === "incomplete" || status === "trialing" ? status : "active";
}

/** The subscription as the provider answers it (from a call) and reports it (in an event). */
export function toProviderSubscription(row: SubscriptionRow): ProviderSubscription {
  return {
    subscriptionId: row.id,
    customerId: row.customerId,
    tier: row.tier as SubscriptionTier,
    billingPeriod: row.billingPeriod as PlanBillingPeriod,
    currency: row.currency as PlanCurrency,
    status: portStatus(row.status),
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    scheduled:
      row.scheduledKind === "cancellation"
        ? { kind: "cancellation" }
        : row.scheduledKind === "change"
          ? {
              kind: "change",
              tier: row.scheduledTier as SubscriptionTier,
              billingPeriod: row.scheduledBillingPeriod as PlanBillingPeriod,
            }
          : null,
    discount:
      row.discountCode !== null
        ? { percentOff: row.discountPercentOff, amountOffCents: row.discountAmountOffCents }
        : null,
  };
}

/** The discount columns once an invoice has used the discount: the last use removes it. */
export function discountAfterOneInvoice(
  row: SubscriptionRow,
): Pick<
  SubscriptionRow,
  "discountCode" | "discountPercentOff" | "discountAmountOffCents" | "discountInvoicesLeft"
> {
  if (row.discountCode === null || row.discountInvoicesLeft === null) {
    return {
      discountCode: row.discountCode,
      discountPercentOff: row.discountPercentOff,
      discountAmountOffCents: row.discountAmountOffCents,
      discountInvoicesLeft: row.discountInvoicesLeft,
    };
  }
  const left = row.discountInvoicesLeft - 1;
  return left > 0
    ? {
        discountCode: row.discountCode,
        discountPercentOff: row.discountPercentOff,
        discountAmountOffCents: row.discountAmountOffCents,
        discountInvoicesLeft: left,
      }
    : {
        discountCode: null,
        discountPercentOff: null,
        discountAmountOffCents: null,
        discountInvoicesLeft: null,
      };
}

/** "Creator (monthly)", as an invoice line names the plan. */
export function planDescription(tier: SubscriptionTier, billingPeriod: PlanBillingPeriod): string {
  return `${planFor(tier).displayName} (${billingPeriod === "annual_period" ? "yearly" : "monthly"})`;
}
