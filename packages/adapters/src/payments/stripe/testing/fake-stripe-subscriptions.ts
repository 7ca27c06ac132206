import { addInterval } from "./fake-stripe-calendar.ts";
import {
  createDiscount,
  discountedAmount,
  expireUsedDiscounts,
  redeemablePromotionCode,
} from "./fake-stripe-discounts.ts";
import { FakeStripeError } from "./fake-stripe-errors.ts";
import { type FakeStripeContext, FakeStripeEvents } from "./fake-stripe-events.ts";
import { array, type FakeParams, flag, integer, metadata, requiredText, text } from "./fake-stripe-form.ts";
import { recordInvoice } from "./fake-stripe-invoices.ts";
import { chargePaymentMethod } from "./fake-stripe-payment-methods.ts";
import type {
  FakePrice,
  FakeStripeStore,
  FakeSubscription,
  FakeSubscriptionItem,
} from "./fake-stripe-store.ts";

/**
 * `POST /v1/subscriptions/:id`: item price changes (with `always_invoice` prorations charged at once
 * and `error_if_incomplete` refusing the whole update when that charge fails), cancellation at period
 * end or at a date, discounts, metadata, default payment method. Like Stripe, it refuses to touch the
 * cancellation of a subscription a schedule manages. Validation and the charge happen before anything
 * changes, so a refused update leaves the subscription as it was.
 */
export function updateSubscription(
  context: FakeStripeContext,
  id: string,
  params: FakeParams,
): FakeSubscription {
  const { store, events } = context;
  const subscription = store.get("subscription", id);
  if (subscription.status === "canceled" || subscription.status === "incomplete_expired") {
    throw FakeStripeError.invalidRequest(
      "A canceled subscription can only update its cancellation_details, metadata and description.",
    );
  }
  const cancelAtPeriodEnd = flag(params, "cancel_at_period_end");
  const cancelAtText = text(params, "cancel_at");
  if ((cancelAtPeriodEnd !== undefined || cancelAtText !== undefined) && subscription.schedule) {
    throw FakeStripeError.invalidRequest(
      `The subscription is managed by the subscription schedule \`${subscription.schedule}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
    );
  }
  if (cancelAtPeriodEnd !== undefined && cancelAtText !== undefined && cancelAtText !== "") {
    throw FakeStripeError.invalidRequest(
      "You may only specify one of these parameters: cancel_at, cancel_at_period_end.",
    );
  }
  const itemChanges = (array(params, "items") ?? []).map((change, index) =>
    itemChange(store, subscription, change, index),
  );
  const discountSources = array(params, "discounts")?.map((discount, index) =>
    discountSource(store, discount, index),
  );
  const paymentMethod = text(params, "default_payment_method");
  const newMetadata = metadata(params);
  const proration = text(params, "proration_behavior") ?? "create_prorations";
  const paymentBehavior = text(params, "payment_behavior") ?? "allow_incomplete";

  const before = store.render(subscription);
  const charge = proration === "always_invoice" ? prorationCharge(store, itemChanges) : undefined;
  let paid = true;
  if (charge && charge.amount > 0) {
    const customer = store.get("customer", subscription.customer);
    try {
      chargePaymentMethod(
        paymentMethod ??
          subscription.default_payment_method ??
          customer.invoice_settings.default_payment_method,
        { customerPresent: false },
      );
    } catch (error) {
      if (
        paymentBehavior === "error_if_incomplete" ||
        !(error instanceof FakeStripeError) ||
        error.status !== 402
      ) {
        throw error;
      }
      paid = false;
    }
  }

  for (const change of itemChanges) {
    change.item.price = change.price.id;
    change.item.quantity = change.quantity;
    if (charge?.newPeriod) {
      change.item.current_period_start = charge.newPeriod.start;
      change.item.current_period_end = charge.newPeriod.end;
    }
  }
  if (cancelAtPeriodEnd !== undefined) {
    subscription.cancel_at_period_end = cancelAtPeriodEnd;
    subscription.cancel_at = cancelAtPeriodEnd ? periodEnd(subscription) : null;
  }
  if (cancelAtText !== undefined) {
    subscription.cancel_at = integer(params, "cancel_at") ?? null;
    if (subscription.cancel_at === null) subscription.cancel_at_period_end = false;
  }
  if (discountSources) {
    subscription.discounts = discountSources.map((source) =>
      "discountId" in source ? source.discountId : createDiscount(context, subscription, source).id,
    );
  }
  if (newMetadata === null) subscription.metadata = {};
  if (newMetadata) subscription.metadata = { ...subscription.metadata, ...newMetadata };
  if (paymentMethod) subscription.default_payment_method = paymentMethod;
  if (!paid) subscription.status = "past_due";

  events.record(
    "customer.subscription.updated",
    subscription,
    FakeStripeEvents.changes(before, store.render(subscription)),
  );
  if (charge && charge.amount > 0) {
    const item = itemChanges[0]?.item as FakeSubscriptionItem;
    recordInvoice(context, subscription, {
      amount: charge.amount,
      description: `Prorated change to ${itemChanges.map((change) => change.price.nickname ?? change.price.id).join(", ")}`,
      reason: "subscription_update",
      periodStart: item.current_period_start,
      periodEnd: item.current_period_end,
      paid,
    });
  }
  return subscription;
}

interface ItemChange {
  item: FakeSubscriptionItem;
  price: FakePrice;
  quantity: number;
}

function itemChange(
  store: FakeStripeStore,
  subscription: FakeSubscription,
  change: FakeParams,
  index: number,
): ItemChange {
  const itemId = text(change, "id");
  const item = subscription.items.data.find((candidate) => candidate.id === itemId);
  if (!item) {
    throw FakeStripeError.invalidRequest(
      itemId
        ? `Invalid subscription item: '${itemId}'`
        : "The fake Stripe changes existing items only (pass items[][id]).",
      { param: `items[${index}][id]` },
    );
  }
  const priceId = text(change, "price") ?? item.price;
  const price = store.get("price", priceId, `items[${index}][price]`);
  if (!price.active) {
    throw FakeStripeError.invalidRequest(
      "The price specified is inactive. This field only accepts active prices.",
      {
        param: `items[${index}][price]`,
      },
    );
  }
  if (price.currency !== subscription.currency) {
    throw FakeStripeError.invalidRequest(
      `The price specified has currency ${price.currency}; the subscription is in ${subscription.currency}.`,
      { param: `items[${index}][price]` },
    );
  }
  return { item, price, quantity: integer(change, "quantity") ?? item.quantity };
}

type DiscountSource = { discountId: string } | { couponId: string; promotionCodeId: string | null };

function discountSource(store: FakeStripeStore, discount: FakeParams, index: number): DiscountSource {
  const promotionCode = text(discount, "promotion_code");
  if (promotionCode) {
    const code = redeemablePromotionCode(store, promotionCode, `discounts[${index}][promotion_code]`);
    return { couponId: code.promotion.coupon, promotionCodeId: code.id };
  }
  const discountId = text(discount, "discount");
  if (discountId)
    return { discountId: store.get("discount", discountId, `discounts[${index}][discount]`).id };
  const coupon = store.get("coupon", requiredText(discount, "coupon"), `discounts[${index}][coupon]`);
  if (!store.couponValid(coupon)) {
    throw FakeStripeError.invalidRequest(`Coupon expired: ${coupon.id}`, { code: "coupon_expired" });
  }
  return { couponId: coupon.id, promotionCodeId: null };
}

/**
 * The prorated amount of a price change invoiced now: the difference for the rest of the period, or,
 * when the interval changes (monthly ↔ annual), the new price in full less the unused old period, with a
 * new period starting now (Stripe resets the billing cycle then).
 */
function prorationCharge(
  store: FakeStripeStore,
  changes: ItemChange[],
): { amount: number; newPeriod?: { start: number; end: number } } {
  const now = store.nowSeconds();
  let amount = 0;
  let newPeriod: { start: number; end: number } | undefined;
  for (const change of changes) {
    const oldPrice = store.get("price", change.item.price);
    if (oldPrice.id === change.price.id && change.quantity === change.item.quantity) continue;
    const { current_period_start: start, current_period_end: end } = change.item;
    const remaining = Math.max(0, end - now) / Math.max(1, end - start);
    const oldAmount = oldPrice.unit_amount * change.item.quantity;
    const newAmount = change.price.unit_amount * change.quantity;
    const newInterval = change.price.recurring?.interval ?? "month";
    if (oldPrice.recurring?.interval === newInterval) {
      amount += Math.round((newAmount - oldAmount) * remaining);
    } else {
      amount += newAmount - Math.round(oldAmount * remaining);
      newPeriod = {
        start: now,
        end: addInterval(now, newInterval, change.price.recurring?.interval_count ?? 1),
      };
    }
  }
  return { amount, ...(newPeriod ? { newPeriod } : {}) };
}

function periodEnd(subscription: FakeSubscription): number {
  return subscription.items.data[0]?.current_period_end ?? subscription.billing_cycle_anchor;
}

/** `DELETE /v1/subscriptions/:id`: ends it now (its schedule, if any, is canceled with it). */
export function cancelSubscriptionNow(context: FakeStripeContext, id: string): FakeSubscription {
  const { store, events } = context;
  const subscription = store.get("subscription", id);
  if (subscription.status === "canceled") {
    throw FakeStripeError.invalidRequest(`The subscription ${id} is already canceled.`);
  }
  const now = store.nowSeconds();
  if (subscription.schedule) {
    const schedule = store.get("subscription_schedule", subscription.schedule);
    schedule.status = "canceled";
    schedule.canceled_at = now;
  }
  subscription.status = "canceled";
  subscription.canceled_at = now;
  subscription.ended_at = now;
  events.record("customer.subscription.deleted", subscription);
  return subscription;
}

/**
 * Test helper: the subscription's current period ends (whatever the clock says). A scheduled
 * cancellation ends it; otherwise the schedule's next phase (if any) sets the price, the schedule is
 * released or ends the subscription after its last phase, and the renewal invoice is charged off-session
 * (a failing card leaves it `past_due` with an open invoice).
 */
export function advanceSubscriptionPeriod(context: FakeStripeContext, id: string): FakeSubscription {
  const { store, events } = context;
  const subscription = store.get("subscription", id);
  const item = subscription.items.data[0];
  if (!item || subscription.status === "canceled") {
    throw FakeStripeError.invalidRequest(`The subscription ${id} has no period to advance.`);
  }
  const before = store.render(subscription);
  const end = item.current_period_end;
  if (
    subscription.cancel_at_period_end ||
    (subscription.cancel_at !== null && subscription.cancel_at <= end)
  ) {
    subscription.status = "canceled";
    subscription.canceled_at = end;
    subscription.ended_at = end;
    events.record("customer.subscription.deleted", subscription);
    return subscription;
  }
  if (subscription.schedule && applyNextPhase(context, subscription, item, end) === "ended")
    return subscription;
  const price = store.get("price", item.price);
  item.current_period_start = end;
  item.current_period_end = addInterval(
    end,
    price.recurring?.interval ?? "month",
    price.recurring?.interval_count ?? 1,
  );
  const customer = store.get("customer", subscription.customer);
  let paid = true;
  try {
    chargePaymentMethod(
      subscription.default_payment_method ?? customer.invoice_settings.default_payment_method,
      {
        customerPresent: false,
      },
    );
  } catch {
    paid = false;
  }
  subscription.status = paid ? "active" : "past_due";
  const amount = discountedAmount(store, subscription, price.unit_amount * item.quantity, end);
  events.record(
    "customer.subscription.updated",
    subscription,
    FakeStripeEvents.changes(before, store.render(subscription)),
  );
  recordInvoice(context, subscription, {
    amount,
    description: `${item.quantity} × ${price.nickname ?? price.id}`,
    reason: "subscription_cycle",
    periodStart: item.current_period_start,
    periodEnd: item.current_period_end,
    paid,
  });
  expireUsedDiscounts(store, subscription, end);
  return subscription;
}

function applyNextPhase(
  context: FakeStripeContext,
  subscription: FakeSubscription,
  item: FakeSubscriptionItem,
  end: number,
): "renewed" | "ended" {
  const { store, events } = context;
  const schedule = store.get("subscription_schedule", subscription.schedule as string);
  const next = schedule.phases.find((phase) => phase.start_date === end);
  if (next) {
    const [nextItem] = next.items;
    if (nextItem) {
      item.price = nextItem.price;
      item.quantity = nextItem.quantity;
    }
    subscription.discounts = next.discounts.flatMap((discount) =>
      discount.discount ? [discount.discount] : [],
    );
    schedule.current_phase = { start_date: next.start_date, end_date: next.end_date };
    return "renewed";
  }
  // The last phase is over: the schedule lets go of the subscription, or ends it.
  schedule.current_phase = null;
  schedule.subscription = null;
  subscription.schedule = null;
  if (schedule.end_behavior === "cancel") {
    schedule.status = "completed";
    schedule.completed_at = end;
    subscription.status = "canceled";
    subscription.canceled_at = end;
    subscription.ended_at = end;
    events.record("customer.subscription.deleted", subscription);
    return "ended";
  }
  schedule.status = "released";
  schedule.released_at = end;
  schedule.released_subscription = subscription.id;
  return "renewed";
}
