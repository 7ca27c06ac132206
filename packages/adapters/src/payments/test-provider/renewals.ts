import type { PlanBillingPeriod, PlanCurrency, SubscriptionTier } from "@chorus/contract";
import { and, asc, eq, lte, ne } from "drizzle-orm";
import type { Database } from "../../db/open-database.ts";
import { testPaymentInvoices, testPaymentSubscriptions } from "../../db/schema/test-payments.ts";
import { nextPeriodEnd } from "./billing-periods.ts";
import { insertInvoice, updateSubscription } from "./books.ts";
import { invoiceObject, subscriptionObject } from "./event-objects.ts";
import { discountedCents, periodPriceCents } from "./pricing.ts";
import { deliverAfterCall, type ProviderDeps } from "./provider-deps.ts";
import { discountAfterOneInvoice, planDescription, type SubscriptionRow } from "./subscription-rows.ts";
import { laterChargeSucceeds } from "./test-cards.ts";

/** A subscription many periods behind (a server that was off for years) still catches up in one run, within reason. */
const maxPeriodsPerRun = 240;

/**
 * One period boundary of one subscription, as Stripe processes it: a scheduled cancellation ends the
 * subscription (`customer.subscription.deleted`); otherwise a scheduled change takes effect, the next
 * period starts and its invoice is charged to the card on file (the discount applied while it lasts).
 * Paid: `customer.subscription.updated` + `invoice.paid`. Failed (card `0341`): the invoice stays open,
 * the subscription is `past_due`, `invoice.payment_failed` + `customer.subscription.updated`. The
 * period moves on either way, as Stripe's does, so a failed renewal is not charged again every run.
 */
async function renewOnce(deps: ProviderDeps, tx: Database, row: SubscriptionRow): Promise<SubscriptionRow> {
  const boundary = row.currentPeriodEnd;
  if (row.scheduledKind === "cancellation") {
    const ended = await updateSubscription(
      tx,
      row.id,
      { status: "canceled", scheduledKind: null, scheduledTier: null, scheduledBillingPeriod: null },
      boundary,
    );
    await deps.outbox.record(tx, "customer.subscription.deleted", subscriptionObject(ended));
    deps.logger.info("test payment provider: subscription ended", { subscriptionId: row.id });
    return ended;
  }
  const changing = row.scheduledKind === "change";
  const tier = (changing ? row.scheduledTier : row.tier) as SubscriptionTier;
  const billingPeriod = (changing ? row.scheduledBillingPeriod : row.billingPeriod) as PlanBillingPeriod;
  const amountDueCents = discountedCents(
    periodPriceCents(tier, billingPeriod, row.currency as PlanCurrency),
    row.discountCode !== null
      ? { percentOff: row.discountPercentOff, amountOffCents: row.discountAmountOffCents }
      : null,
  );
  const paid = laterChargeSucceeds(row.cardNumber);
  const renewed = await updateSubscription(
    tx,
    row.id,
    {
      tier,
      billingPeriod,
      scheduledKind: null,
      scheduledTier: null,
      scheduledBillingPeriod: null,
      currentPeriodStart: boundary,
      currentPeriodEnd: nextPeriodEnd(row.currentPeriodStart, boundary, billingPeriod),
      ...discountAfterOneInvoice(row),
      ...(paid ? {} : { status: "past_due" }),
    },
    boundary,
  );
  const invoice = await insertInvoice(tx, renewed, {
    amountDueCents,
    description: planDescription(tier, billingPeriod),
    status: paid ? "paid" : "open",
    createdAt: boundary,
  });
  if (paid) {
    // An earlier unpaid invoice keeps the subscription past due until it is paid too.
    const [stillOpen] = await tx
      .select({ id: testPaymentInvoices.id })
      .from(testPaymentInvoices)
      .where(and(eq(testPaymentInvoices.subscriptionId, row.id), eq(testPaymentInvoices.status, "open")))
      .limit(1);
    const settled = stillOpen
      ? renewed
      : await updateSubscription(tx, row.id, { status: "active" }, boundary);
    await deps.outbox.record(tx, "customer.subscription.updated", subscriptionObject(settled));
    await deps.outbox.record(tx, "invoice.paid", invoiceObject(invoice, row.customerId));
    return settled;
  }
  await deps.outbox.record(tx, "invoice.payment_failed", invoiceObject(invoice, row.customerId));
  await deps.outbox.record(tx, "customer.subscription.updated", subscriptionObject(renewed));
  deps.logger.warn("test payment provider: renewal payment failed", { subscriptionId: row.id });
  return renewed;
}

/**
 * Renews every subscription whose period has ended by now (each in its own transaction, the row
 * locked and the due date checked again, so two workers never renew one period twice), then delivers
 * the events. Returns how many subscriptions were renewed or ended.
 */
export async function renewDueSubscriptions(deps: ProviderDeps): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ id: testPaymentSubscriptions.id })
    .from(testPaymentSubscriptions)
    .where(
      and(
        lte(testPaymentSubscriptions.currentPeriodEnd, now),
        ne(testPaymentSubscriptions.status, "canceled"),
      ),
    )
    .orderBy(asc(testPaymentSubscriptions.currentPeriodEnd));
  let renewed = 0;
  for (const { id } of due) {
    const acted = await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [locked] = await tx
        .select()
        .from(testPaymentSubscriptions)
        .where(eq(testPaymentSubscriptions.id, id))
        .for("update");
      let row = locked;
      let periods = 0;
      while (row && row.status !== "canceled" && row.currentPeriodEnd <= now && periods < maxPeriodsPerRun) {
        row = await renewOnce(deps, tx, row);
        periods += 1;
      }
      return periods > 0;
    });
    if (acted) renewed += 1;
  }
  if (renewed > 0) await deliverAfterCall(deps);
  return renewed;
}
