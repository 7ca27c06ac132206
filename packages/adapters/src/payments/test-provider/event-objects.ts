import type { PlanCurrency } from "@chorus/contract";
import type { ProviderInvoice, ProviderSubscription } from "@chorus/domain";
import type { CheckoutRow, InvoiceRow, SubscriptionRow } from "./subscription-rows.ts";
import { portStatus, toProviderSubscription } from "./subscription-rows.ts";

/**
 * The objects inside the test provider's events (`data.object`), shaped like Stripe's: snake_case,
 * unix seconds, the workspace in `metadata.workspace_id`. Each event carries everything its reader
 * needs, so reading an event never asks the provider anything.
 */
export interface SubscriptionObject {
  object: "subscription";
  id: string;
  customer: string;
  /** active | past_due | incomplete | trialing | canceled */
  status: string;
  metadata: { workspace_id: string };
  tier: ProviderSubscription["tier"];
  billing_period: ProviderSubscription["billingPeriod"];
  currency: PlanCurrency;
  current_period_start: number;
  current_period_end: number;
  cancel_at_period_end: boolean;
  scheduled_change: {
    tier: ProviderSubscription["tier"];
    billing_period: ProviderSubscription["billingPeriod"];
  } | null;
  discount: { coupon: string; percent_off: number | null; amount_off: number | null } | null;
}

export interface InvoiceObject {
  object: "invoice";
  id: string;
  customer: string;
  subscription: string;
  metadata: { workspace_id: string };
  amount_due: number;
  currency: PlanCurrency;
  description: string;
  /** open | paid */
  status: string;
  created: number;
  /** When payment is due; null once paid. */
  due_date: number | null;
}

export interface CheckoutSessionObject {
  object: "checkout.session";
  id: string;
  mode: "subscription";
  customer: string;
  customer_email: string;
  client_reference_id: string;
  metadata: { workspace_id: string };
  payment_status: "paid";
  /** Expanded, as Stripe does with `expand: ["subscription"]`. */
  subscription: SubscriptionObject;
}

export type EventObject = SubscriptionObject | InvoiceObject | CheckoutSessionObject;

const unix = (instant: Date) => Math.floor(instant.getTime() / 1000);
const fromUnix = (seconds: number) => new Date(seconds * 1000);

export function subscriptionObject(row: SubscriptionRow): SubscriptionObject {
  const subscription = toProviderSubscription(row);
  return {
    object: "subscription",
    id: row.id,
    customer: row.customerId,
    status: row.status,
    metadata: { workspace_id: row.workspaceId },
    tier: subscription.tier,
    billing_period: subscription.billingPeriod,
    currency: subscription.currency,
    current_period_start: unix(row.currentPeriodStart),
    current_period_end: unix(row.currentPeriodEnd),
    cancel_at_period_end: subscription.scheduled?.kind === "cancellation",
    scheduled_change:
      subscription.scheduled?.kind === "change"
        ? { tier: subscription.scheduled.tier, billing_period: subscription.scheduled.billingPeriod }
        : null,
    discount:
      row.discountCode !== null
        ? {
            coupon: row.discountCode,
            percent_off: row.discountPercentOff,
            amount_off: row.discountAmountOffCents,
          }
        : null,
  };
}

export function invoiceObject(row: InvoiceRow, customerId: string): InvoiceObject {
  return {
    object: "invoice",
    id: row.id,
    customer: customerId,
    subscription: row.subscriptionId,
    metadata: { workspace_id: row.workspaceId },
    amount_due: row.amountDueCents,
    currency: row.currency as PlanCurrency,
    description: row.description,
    status: row.status,
    created: unix(row.createdAt),
    due_date: row.status === "open" ? unix(row.createdAt) : null,
  };
}

export function checkoutSessionObject(
  checkout: CheckoutRow,
  subscription: SubscriptionRow,
): CheckoutSessionObject {
  return {
    object: "checkout.session",
    id: checkout.id,
    mode: "subscription",
    customer: subscription.customerId,
    customer_email: checkout.customerEmail,
    client_reference_id: checkout.workspaceId,
    metadata: { workspace_id: checkout.workspaceId },
    payment_status: "paid",
    subscription: subscriptionObject(subscription),
  };
}

/** Reads a subscription object back into the port's shape (the webhook side). */
export function readSubscriptionObject(object: SubscriptionObject): ProviderSubscription {
  return {
    subscriptionId: object.id,
    customerId: object.customer,
    tier: object.tier,
    billingPeriod: object.billing_period,
    currency: object.currency,
    status: portStatus(object.status),
    currentPeriodStart: fromUnix(object.current_period_start),
    currentPeriodEnd: fromUnix(object.current_period_end),
    scheduled: object.cancel_at_period_end
      ? { kind: "cancellation" }
      : object.scheduled_change
        ? {
            kind: "change",
            tier: object.scheduled_change.tier,
            billingPeriod: object.scheduled_change.billing_period,
          }
        : null,
    discount: object.discount
      ? { percentOff: object.discount.percent_off, amountOffCents: object.discount.amount_off }
      : null,
  };
}

export function readInvoiceObject(object: InvoiceObject): ProviderInvoice {
  return {
    invoiceId: object.id,
    amountDueCents: object.amount_due,
    currency: object.currency,
    description: object.description,
    dueAt: object.due_date === null ? null : fromUnix(object.due_date),
  };
}
