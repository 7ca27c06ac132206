import type { PlanBillingPeriod, PlanCurrency, SubscriptionTier } from "@chorus/contract";
import { type CheckoutRequest, newId } from "@chorus/domain";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/open-database.ts";
import { testPaymentCheckouts, testPaymentSubscriptions } from "../../db/schema/test-payments.ts";
import { urlAnswer } from "./answer-codecs.ts";
import { firstPeriodEnd, wholeSeconds } from "./billing-periods.ts";
import { insertInvoice, updateSubscription } from "./books.ts";
import { checkoutSessionObject, invoiceObject } from "./event-objects.ts";
import { runIdempotent } from "./idempotency.ts";
import { discountedCents, periodPriceCents } from "./pricing.ts";
import { deliverAfterCall, type ProviderDeps } from "./provider-deps.ts";
import { type RedeemedDiscount, redeemPromotion } from "./redeem-promotion.ts";
import { type CheckoutRow, discountAfterOneInvoice, planDescription } from "./subscription-rows.ts";

/** Stripe's checkout sessions expire after 24 hours; so do these. */
const checkoutLifetimeMs = 24 * 60 * 60 * 1000;

export const checkoutUrl = (publicUrl: string, checkoutId: string) =>
  `${publicUrl}/test-payments/checkout/${encodeURIComponent(checkoutId)}`;

/**
 * Opens a hosted checkout for one plan. The price and the promotion are checked now, as a provider
 * does when the session is created: an unknown code is `invalid_promocode`, an expired one
 * `coupon_expired`, and nothing is stored.
 */
export async function createCheckoutSession(
  deps: ProviderDeps,
  request: CheckoutRequest,
): Promise<{ url: string }> {
  periodPriceCents(request.tier, request.billingPeriod, request.currency);
  const promotionCode = request.promotionCode
    ? redeemPromotion(request.promotionCode, request.billingPeriod).code
    : null;
  const { value } = await runIdempotent(
    deps.db,
    { operation: "checkout", ...request },
    urlAnswer,
    async (tx) => {
      const now = deps.clock.now();
      const id = `cs_test_${newId(24)}`;
      await tx.insert(testPaymentCheckouts).values({
        id,
        workspaceId: request.workspaceId,
        customerId: request.customerId,
        customerEmail: request.customerEmail,
        tier: request.tier,
        billingPeriod: request.billingPeriod,
        currency: request.currency,
        promotionCode,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        createdAt: now,
        expiresAt: new Date(now.getTime() + checkoutLifetimeMs),
      });
      return { url: checkoutUrl(deps.publicUrl, id) };
    },
  );
  return value;
}

/** The checkout with its expiry applied: an open checkout past its time reads (and is stored) as expired. */
export async function findCheckout(deps: ProviderDeps, checkoutId: string): Promise<CheckoutRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(testPaymentCheckouts)
    .where(eq(testPaymentCheckouts.id, checkoutId));
  if (!row) return undefined;
  if (isPayable(row) && row.expiresAt <= deps.clock.now()) {
    const [expired] = await deps.db
      .update(testPaymentCheckouts)
      .set({ status: "expired", pendingCard: null })
      .where(eq(testPaymentCheckouts.id, checkoutId))
      .returning();
    return expired;
  }
  return row;
}

export const isPayable = (checkout: CheckoutRow) =>
  checkout.status === "open" || checkout.status === "awaiting_confirmation";

/** Stripe replaces `{CHECKOUT_SESSION_ID}` in the success URL; so does the test provider. */
export const successUrlOf = (checkout: CheckoutRow) =>
  checkout.successUrl.replaceAll("{CHECKOUT_SESSION_ID}", encodeURIComponent(checkout.id));

/** The checkout's discount as its subscription will carry it. */
export const checkoutDiscount = (checkout: CheckoutRow): RedeemedDiscount | null =>
  checkout.promotionCode
    ? redeemPromotion(checkout.promotionCode, checkoutPlan(checkout).billingPeriod)
    : null;

/** The stored checkout's plan, typed. */
export const checkoutPlan = (checkout: CheckoutRow) => ({
  tier: checkout.tier as SubscriptionTier,
  billingPeriod: checkout.billingPeriod as PlanBillingPeriod,
  currency: checkout.currency as PlanCurrency,
});

/** Puts a 3-D Secure card's payment on hold until the customer confirms it. */
export async function awaitAuthentication(deps: ProviderDeps, checkoutId: string, cardNumber: string) {
  await deps.db
    .update(testPaymentCheckouts)
    .set({ status: "awaiting_confirmation", pendingCard: cardNumber })
    .where(eq(testPaymentCheckouts.id, checkoutId));
}

/** The customer failed the extra step: the checkout is open again and nothing was charged. */
export async function abandonAuthentication(deps: ProviderDeps, checkoutId: string) {
  await deps.db
    .update(testPaymentCheckouts)
    .set({ status: "open", pendingCard: null })
    .where(eq(testPaymentCheckouts.id, checkoutId));
}

/**
 * The successful payment of a checkout: the customer (kept when Chorus passed one), the subscription
 * for one period from now, its paid first invoice, then `checkout.session.completed` and
 * `invoice.paid`, all in one transaction. A second submission of a completed checkout changes nothing.
 * Delivery follows the commit; a refused delivery leaves the events pending and the payment stands.
 * False when the checkout could not be paid (already paid, or expired meanwhile).
 */
export async function completeCheckout(
  deps: ProviderDeps,
  checkoutId: string,
  cardNumber: string,
): Promise<boolean> {
  const completed = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [checkout] = await tx
      .select()
      .from(testPaymentCheckouts)
      .where(eq(testPaymentCheckouts.id, checkoutId))
      .for("update");
    const now = wholeSeconds(deps.clock.now());
    if (!checkout || !isPayable(checkout) || checkout.expiresAt <= now) return false;
    const { tier, billingPeriod, currency } = checkoutPlan(checkout);
    const discount = checkoutDiscount(checkout);
    const [created] = await tx
      .insert(testPaymentSubscriptions)
      .values({
        id: `sub_${newId(24)}`,
        customerId: checkout.customerId ?? `cus_${newId(14)}`,
        workspaceId: checkout.workspaceId,
        tier,
        billingPeriod,
        currency,
        status: "active",
        cardNumber,
        currentPeriodStart: now,
        currentPeriodEnd: firstPeriodEnd(now, billingPeriod),
        discountCode: discount?.code ?? null,
        discountPercentOff: discount?.percentOff ?? null,
        discountAmountOffCents: discount?.amountOffCents ?? null,
        discountInvoicesLeft: discount?.invoicesLeft ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const invoice = await insertInvoice(tx, created!, {
      amountDueCents: discountedCents(periodPriceCents(tier, billingPeriod, currency), discount),
      description: planDescription(tier, billingPeriod),
      status: "paid",
      createdAt: now,
    });
    const subscription = await updateSubscription(tx, created!.id, discountAfterOneInvoice(created!), now);
    const [done] = await tx
      .update(testPaymentCheckouts)
      .set({
        status: "complete",
        pendingCard: null,
        customerId: subscription.customerId,
        subscriptionId: subscription.id,
      })
      .where(eq(testPaymentCheckouts.id, checkoutId))
      .returning();
    await deps.outbox.record(tx, "checkout.session.completed", checkoutSessionObject(done!, subscription));
    await deps.outbox.record(tx, "invoice.paid", invoiceObject(invoice, subscription.customerId));
    deps.logger.info("test payment provider: checkout paid", {
      checkoutId,
      subscriptionId: subscription.id,
      amountCents: invoice.amountDueCents,
    });
    return true;
  });
  if (completed) await deliverAfterCall(deps);
  return completed;
}
