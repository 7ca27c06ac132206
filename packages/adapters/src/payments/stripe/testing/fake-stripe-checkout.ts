import { addInterval } from "./fake-stripe-calendar.ts";
import {
  createDiscount,
  discountedAmount,
  expireUsedDiscounts,
  redeemablePromotionCode,
} from "./fake-stripe-discounts.ts";
import { FakeStripeError } from "./fake-stripe-errors.ts";
import type { FakeStripeContext } from "./fake-stripe-events.ts";
import { array, type FakeParams, integer, metadata, nested, requiredText, text } from "./fake-stripe-form.ts";
import { recordInvoice } from "./fake-stripe-invoices.ts";
import { chargePaymentMethod, fakeTestPaymentMethods } from "./fake-stripe-payment-methods.ts";
import type { FakeCheckoutSession, FakeCustomer, FakePrice, FakeSubscription } from "./fake-stripe-store.ts";

/** `POST /v1/checkout/sessions`, subscription mode only, validated as Stripe validates it. */
export function createCheckoutSession(
  context: FakeStripeContext,
  params: FakeParams,
  baseUrl: string,
): FakeCheckoutSession {
  const { store } = context;
  const mode = requiredText(params, "mode");
  if (mode !== "subscription") {
    throw FakeStripeError.invalidRequest("The fake Stripe supports mode=subscription only.", {
      param: "mode",
    });
  }
  const lineItems = (array(params, "line_items") ?? []).map((item, index) => {
    const param = `line_items[${index}][price]`;
    const price = store.get("price", requiredText(item, "price"), param);
    if (!price.active) {
      throw FakeStripeError.invalidRequest(
        "The price specified is inactive. This field only accepts active prices.",
        {
          param,
        },
      );
    }
    if (!price.recurring) {
      throw FakeStripeError.invalidRequest("In subscription mode, every price must be recurring.", { param });
    }
    return { price, quantity: integer(item, "quantity") ?? 1 };
  });
  const first = lineItems[0];
  if (!first) {
    throw FakeStripeError.invalidRequest("`line_items` is required in `subscription` mode.", {
      param: "line_items",
    });
  }
  if (lineItems.some((item) => item.price.currency !== first.price.currency)) {
    throw FakeStripeError.invalidRequest("All prices must share one currency.", { param: "line_items" });
  }
  const customer = text(params, "customer");
  const customerEmail = text(params, "customer_email");
  if (customer && customerEmail) {
    throw FakeStripeError.invalidRequest(
      "You may only specify one of these parameters: customer, customer_email.",
      {
        param: "customer_email",
      },
    );
  }
  if (customer) store.get("customer", customer, "customer");
  const discounts = (array(params, "discounts") ?? []).map((discount, index) => {
    const promotionCode = text(discount, "promotion_code");
    if (promotionCode) {
      redeemablePromotionCode(store, promotionCode, `discounts[${index}][promotion_code]`);
      return { promotion_code: promotionCode, coupon: null };
    }
    const coupon = requiredText(discount, "coupon");
    store.get("coupon", coupon, `discounts[${index}][coupon]`);
    return { promotion_code: null, coupon };
  });
  if (discounts.length > 0 && text(params, "allow_promotion_codes") === "true") {
    throw FakeStripeError.invalidRequest(
      "You may only specify one of these parameters: allow_promotion_codes, discounts.",
    );
  }
  const id = store.newId("cs_test");
  const subscriptionData = nested(params, "subscription_data") ?? {};
  return store.insert<FakeCheckoutSession>({
    id,
    object: "checkout.session",
    mode,
    status: "open",
    payment_status: "unpaid",
    url: `${baseUrl}/c/pay/${id}`,
    customer: customer ?? null,
    customer_email: customerEmail ?? null,
    client_reference_id: text(params, "client_reference_id") ?? null,
    currency: first.price.currency,
    metadata: metadata(params) ?? {},
    success_url: text(params, "success_url") ?? null,
    cancel_url: text(params, "cancel_url") ?? null,
    subscription: null,
    discounts,
    created: store.nowSeconds(),
    livemode: false,
    line_items_requested: lineItems.map((item) => ({ price: item.price.id, quantity: item.quantity })),
    subscription_data: { metadata: metadata(subscriptionData) ?? {} },
  });
}

/**
 * What happens when the person pays on the hosted page: the card is charged (a card that fails while the
 * person is present refuses here), the customer is created when the session named none, the card becomes
 * the customer's default, and the subscription starts with its first invoice paid. Records the events
 * Stripe sends (`customer.subscription.created`, `invoice.paid`, `checkout.session.completed`).
 */
export function completeCheckoutSession(
  context: FakeStripeContext,
  sessionId: string,
  paymentMethod: string = fakeTestPaymentMethods.succeeds,
): { session: FakeCheckoutSession; subscription: FakeSubscription } {
  const { store, events } = context;
  const session = store.get("checkout.session", sessionId);
  if (session.status !== "open") {
    throw FakeStripeError.invalidRequest(`The checkout session ${sessionId} is ${session.status}.`);
  }
  chargePaymentMethod(paymentMethod, { customerPresent: true });
  const now = store.nowSeconds();
  const customer = session.customer
    ? store.get("customer", session.customer)
    : store.insert<FakeCustomer>({
        id: store.newId("cus"),
        object: "customer",
        email: session.customer_email,
        created: now,
        livemode: false,
        metadata: {},
        invoice_settings: { default_payment_method: null },
      });
  customer.invoice_settings.default_payment_method = paymentMethod;
  const prices = session.line_items_requested.map((item) => ({
    price: store.get("price", item.price),
    quantity: item.quantity,
  }));
  const first = prices[0] as { price: FakePrice; quantity: number };
  const recurring = first.price.recurring ?? { interval: "month" as const, interval_count: 1 };
  const periodEnd = addInterval(now, recurring.interval, recurring.interval_count);
  const subscriptionId = store.newId("sub");
  const subscription = store.insert<FakeSubscription>({
    id: subscriptionId,
    object: "subscription",
    customer: customer.id,
    status: "active",
    currency: first.price.currency,
    items: {
      object: "list",
      has_more: false,
      url: `/v1/subscription_items?subscription=${subscriptionId}`,
      data: prices.map((item) => ({
        id: store.newId("si"),
        object: "subscription_item",
        price: item.price.id,
        quantity: item.quantity,
        current_period_start: now,
        current_period_end: periodEnd,
        subscription: subscriptionId,
        created: now,
        metadata: {},
        discounts: [],
      })),
    },
    metadata: { ...session.subscription_data.metadata },
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    schedule: null,
    discounts: [],
    default_payment_method: null,
    latest_invoice: null,
    collection_method: "charge_automatically",
    billing_cycle_anchor: now,
    start_date: now,
    created: now,
    livemode: false,
    trial_start: null,
    trial_end: null,
  });
  for (const discount of session.discounts) {
    const promotionCode = discount.promotion_code
      ? store.get("promotion_code", discount.promotion_code)
      : undefined;
    const couponId = promotionCode?.promotion.coupon ?? discount.coupon;
    if (!couponId) continue;
    subscription.discounts.push(
      createDiscount(context, subscription, { couponId, promotionCodeId: promotionCode?.id ?? null }).id,
    );
  }
  events.record("customer.subscription.created", subscription);
  const listAmount = prices.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);
  recordInvoice(context, subscription, {
    amount: discountedAmount(store, subscription, listAmount, now),
    description: prices
      .map((item) => `${item.quantity} × ${item.price.nickname ?? item.price.id}`)
      .join(", "),
    reason: "subscription_create",
    periodStart: now,
    periodEnd,
    paid: true,
  });
  expireUsedDiscounts(store, subscription, now);
  session.status = "complete";
  session.payment_status = "paid";
  session.customer = customer.id;
  session.subscription = subscription.id;
  events.record("checkout.session.completed", session);
  return { session, subscription };
}
