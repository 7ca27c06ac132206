import { messages } from "@chorus/contract";
import { DomainError, type ProviderSubscription } from "@chorus/domain";
import type Stripe from "stripe";
import { type ChorusPriceKey, parseChorusPriceMetadata, parseStripeLookupKey } from "./stripe-lookup-keys.ts";

/** A Stripe subscription as Chorus sees it: still running (mirrored onto the workspace) or over. */
export type MappedSubscription =
  | { state: "live"; workspaceId: string | undefined; subscription: ProviderSubscription }
  | { state: "ended"; workspaceId: string | undefined; subscriptionId: string };

/**
 * Maps a subscription retrieved with `discounts.source.coupon` and `schedule.phases.items.price` expanded
 * (see `loadStripeSubscription`). The plan comes from the price, not from Chorus's memory, so whatever
 * changed in Stripe (the portal, the dashboard, a schedule reaching its next phase) is what Chorus copies.
 */
export function mapStripeSubscription(subscription: Stripe.Subscription): MappedSubscription {
  const workspaceId = subscription.metadata?.workspace_id || undefined;
  const status = mapStatus(subscription.status);
  if (status === "ended") return { state: "ended", workspaceId, subscriptionId: subscription.id };
  const item = subscription.items.data[0];
  if (!item) throw unmappable(`subscription ${subscription.id} has no item`);
  const current = priceKeyOf(item.price);
  if (!current)
    throw unmappable(`price ${item.price.id} is not a Chorus price (no chorus_ lookup key or metadata)`);
  return {
    state: "live",
    workspaceId,
    subscription: {
      subscriptionId: subscription.id,
      customerId: idOf(subscription.customer),
      tier: current.tier,
      billingPeriod: current.billingPeriod,
      currency: current.currency,
      status,
      currentPeriodStart: fromUnix(item.current_period_start),
      currentPeriodEnd: fromUnix(item.current_period_end),
      scheduled: scheduledChange(subscription, current),
      discount: discountOf(subscription),
    },
  };
}

/** The tier, period and currency a price stands for: its lookup key, else the metadata the sync wrote. */
export function priceKeyOf(price: string | Stripe.Price | Stripe.DeletedPrice): ChorusPriceKey | undefined {
  if (typeof price === "string" || price.deleted) return undefined;
  return parseStripeLookupKey(price.lookup_key) ?? parseChorusPriceMetadata(price.metadata, price.currency);
}

/**
 * `unpaid` (retries exhausted, invoices left open) and `paused` (a trial that ended without a card) both
 * mean "not paying": Chorus treats them as past due. `incomplete_expired` is a first payment that never
 * happened, so the subscription is over, like `canceled`.
 */
function mapStatus(status: Stripe.Subscription.Status): ProviderSubscription["status"] | "ended" {
  switch (status) {
    case "active":
      return "active";
    case "trialing":
      return "trialing";
    case "incomplete":
      return "incomplete";
    case "past_due":
      return "past_due";
    case "canceled":
    case "incomplete_expired":
      return "ended";
    default:
      return "past_due";
  }
}

function scheduledChange(
  subscription: Stripe.Subscription,
  current: ChorusPriceKey,
): ProviderSubscription["scheduled"] {
  if (subscription.cancel_at_period_end || subscription.cancel_at !== null) return { kind: "cancellation" };
  const schedule = typeof subscription.schedule === "object" ? subscription.schedule : null;
  if (!schedule || (schedule.status !== "active" && schedule.status !== "not_started")) return null;
  const currentPhaseEnd = schedule.current_phase?.end_date ?? schedule.phases[0]?.end_date;
  const next = schedule.phases.find(
    (phase) => currentPhaseEnd !== undefined && phase.start_date >= currentPhaseEnd,
  );
  if (!next) return schedule.end_behavior === "cancel" ? { kind: "cancellation" } : null;
  const nextPrice = next.items[0]?.price;
  const nextKey = nextPrice === undefined ? undefined : priceKeyOf(nextPrice);
  if (!nextKey) throw unmappable(`the next phase of schedule ${schedule.id} has no Chorus price`);
  if (nextKey.tier === current.tier && nextKey.billingPeriod === current.billingPeriod) return null;
  return { kind: "change", tier: nextKey.tier, billingPeriod: nextKey.billingPeriod };
}

function discountOf(subscription: Stripe.Subscription): ProviderSubscription["discount"] {
  for (const discount of subscription.discounts) {
    if (typeof discount === "string") continue;
    const coupon = discount.source.coupon;
    if (!coupon || typeof coupon === "string") continue;
    return { percentOff: coupon.percent_off, amountOffCents: coupon.amount_off };
  }
  return null;
}

export function idOf(value: string | { id: string }): string {
  return typeof value === "string" ? value : value.id;
}

export function fromUnix(seconds: number): Date {
  return new Date(seconds * 1000);
}

function unmappable(reason: string): DomainError {
  const error = new DomainError("payment_provider_error", messages.paymentProviderError);
  error.cause = new Error(`Chorus cannot read this Stripe subscription: ${reason}.`);
  return error;
}
