import { messages } from "@chorus/contract";
import {
  DomainError,
  type ProviderSubscription,
  type SubscriptionChangeRequest,
  type SubscriptionRequest,
} from "@chorus/domain";
import type { Database } from "../../db/open-database.ts";
import { subscriptionAnswer } from "./answer-codecs.ts";
import { firstPeriodEnd, wholeSeconds } from "./billing-periods.ts";
import { insertInvoice, lockSubscription, updateSubscription } from "./books.ts";
import { invoiceObject, subscriptionObject } from "./event-objects.ts";
import { runIdempotent } from "./idempotency.ts";
import { discountedCents, immediateChangeCents, periodPriceCents, remainingFraction } from "./pricing.ts";
import { deliverAfterCall, type ProviderDeps } from "./provider-deps.ts";
import { redeemPromotion } from "./redeem-promotion.ts";
import {
  discountAfterOneInvoice,
  planDescription,
  type SubscriptionRow,
  toProviderSubscription,
} from "./subscription-rows.ts";
import { laterChargeSucceeds } from "./test-cards.ts";

/**
 * One idempotent change of a live subscription: lock it, change it, record
 * `customer.subscription.updated` (plus whatever the change itself records), answer the new state,
 * then deliver the events.
 */
async function changeSubscription(
  deps: ProviderDeps,
  operation: string,
  request: SubscriptionRequest,
  change: (tx: Database, row: SubscriptionRow, now: Date) => Promise<SubscriptionRow>,
): Promise<ProviderSubscription> {
  const { value, replayed } = await runIdempotent(
    deps.db,
    { operation, ...request },
    subscriptionAnswer,
    async (tx) => {
      const row = await lockSubscription(tx, request.workspaceId, request.subscriptionId);
      const changed = await change(tx, row, wholeSeconds(deps.clock.now()));
      return toProviderSubscription(changed);
    },
  );
  if (!replayed) await deliverAfterCall(deps);
  return value;
}

/**
 * Switches the plan now and charges the card on file at once (an upgrade). Same billing period: the
 * price difference for the rest of the period. Another billing period (monthly → yearly): a new period
 * starts now, charged in full minus the unused part of the old period; like every invoice for a whole
 * period it uses the discount, while a proration does not. A scheduled
 * change is dropped (this one replaces it); a scheduled cancellation stays. When the card cannot be
 * charged (`0341`), the call fails with `card_declined` and nothing changes, as Stripe's
 * `payment_behavior: "error_if_incomplete"` does.
 */
export function changeSubscriptionNow(
  deps: ProviderDeps,
  request: SubscriptionChangeRequest,
): Promise<ProviderSubscription> {
  return changeSubscription(deps, "change_now", request, async (tx, row, now) => {
    const currency = row.currency as ProviderSubscription["currency"];
    const current = toProviderSubscription(row);
    const samePeriod = current.billingPeriod === request.billingPeriod;
    const newFullPrice = periodPriceCents(request.tier, request.billingPeriod, currency);
    const amountDueCents = immediateChangeCents({
      oldPriceCents: periodPriceCents(current.tier, current.billingPeriod, currency),
      newPriceCents: samePeriod ? newFullPrice : discountedCents(newFullPrice, current.discount),
      samePeriod,
      remaining: remainingFraction(row.currentPeriodStart, row.currentPeriodEnd, now),
    });
    if (amountDueCents > 0 && !laterChargeSucceeds(row.cardNumber)) {
      throw new DomainError("card_declined", messages.cardDeclined);
    }
    const keepsCancellation = row.scheduledKind === "cancellation";
    const updated = await updateSubscription(
      tx,
      row.id,
      {
        tier: request.tier,
        billingPeriod: request.billingPeriod,
        scheduledKind: keepsCancellation ? "cancellation" : null,
        scheduledTier: null,
        scheduledBillingPeriod: null,
        ...(samePeriod
          ? {}
          : {
              currentPeriodStart: now,
              currentPeriodEnd: firstPeriodEnd(now, request.billingPeriod),
              ...discountAfterOneInvoice(row),
            }),
      },
      now,
    );
    const invoice = await insertInvoice(tx, updated, {
      amountDueCents,
      description: samePeriod
        ? `${planDescription(request.tier, request.billingPeriod)}, prorated for the rest of the period`
        : planDescription(request.tier, request.billingPeriod),
      status: "paid",
      createdAt: now,
    });
    await deps.outbox.record(tx, "customer.subscription.updated", subscriptionObject(updated));
    await deps.outbox.record(tx, "invoice.paid", invoiceObject(invoice, updated.customerId));
    deps.logger.info("test payment provider: plan changed now", {
      subscriptionId: row.id,
      tier: request.tier,
      amountCents: amountDueCents,
    });
    return updated;
  });
}

/** A change at the end of the period (a downgrade); it replaces whatever was scheduled, a cancellation included. */
export function scheduleSubscriptionChange(
  deps: ProviderDeps,
  request: SubscriptionChangeRequest,
): Promise<ProviderSubscription> {
  return changeSubscription(deps, "schedule_change", request, async (tx, row, now) => {
    const updated = await updateSubscription(
      tx,
      row.id,
      { scheduledKind: "change", scheduledTier: request.tier, scheduledBillingPeriod: request.billingPeriod },
      now,
    );
    await deps.outbox.record(tx, "customer.subscription.updated", subscriptionObject(updated));
    return updated;
  });
}

export function clearScheduledChanges(
  deps: ProviderDeps,
  request: SubscriptionRequest,
): Promise<ProviderSubscription> {
  return changeSubscription(deps, "clear_scheduled", request, async (tx, row, now) => {
    const updated = await updateSubscription(
      tx,
      row.id,
      { scheduledKind: null, scheduledTier: null, scheduledBillingPeriod: null },
      now,
    );
    await deps.outbox.record(tx, "customer.subscription.updated", subscriptionObject(updated));
    return updated;
  });
}

/** Ends the subscription when its period ends; a scheduled change is dropped (there is no next period). */
export function cancelAtPeriodEnd(
  deps: ProviderDeps,
  request: SubscriptionRequest,
): Promise<ProviderSubscription> {
  return changeSubscription(deps, "cancel_at_period_end", request, async (tx, row, now) => {
    const updated = await updateSubscription(
      tx,
      row.id,
      { scheduledKind: "cancellation", scheduledTier: null, scheduledBillingPeriod: null },
      now,
    );
    await deps.outbox.record(tx, "customer.subscription.updated", subscriptionObject(updated));
    return updated;
  });
}

/** Puts a promotion on the next invoices (replacing any discount there was). */
export function applyPromotion(
  deps: ProviderDeps,
  request: SubscriptionRequest & { code: string },
): Promise<ProviderSubscription> {
  return changeSubscription(deps, "apply_promotion", request, async (tx, row, now) => {
    const discount = redeemPromotion(
      request.code,
      row.billingPeriod as ProviderSubscription["billingPeriod"],
    );
    const updated = await updateSubscription(
      tx,
      row.id,
      {
        discountCode: discount.code,
        discountPercentOff: discount.percentOff,
        discountAmountOffCents: discount.amountOffCents,
        discountInvoicesLeft: discount.invoicesLeft,
      },
      now,
    );
    await deps.outbox.record(tx, "customer.subscription.updated", subscriptionObject(updated));
    return updated;
  });
}
