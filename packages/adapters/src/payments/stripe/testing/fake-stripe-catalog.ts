import { FakeStripeError } from "./fake-stripe-errors.ts";
import type { FakeStripeContext } from "./fake-stripe-events.ts";
import {
  decimal,
  type FakeParams,
  flag,
  integer,
  metadata,
  nested,
  requiredText,
  text,
} from "./fake-stripe-form.ts";
import type {
  FakeCoupon,
  FakeCustomer,
  FakePrice,
  FakeProduct,
  FakePromotionCode,
} from "./fake-stripe-store.ts";

// Customers, products, prices, coupons and promotion codes: the objects the other endpoints point at.

export function createCustomer(context: FakeStripeContext, params: FakeParams): FakeCustomer {
  const { store } = context;
  const settings = nested(params, "invoice_settings");
  return store.insert<FakeCustomer>({
    id: store.newId("cus"),
    object: "customer",
    email: text(params, "email") ?? null,
    created: store.nowSeconds(),
    livemode: false,
    metadata: metadata(params) ?? {},
    invoice_settings: {
      default_payment_method: (settings && text(settings, "default_payment_method")) || null,
    },
  });
}

export function updateCustomer(context: FakeStripeContext, id: string, params: FakeParams): FakeCustomer {
  const customer = context.store.get("customer", id);
  const email = text(params, "email");
  if (email !== undefined) customer.email = email || null;
  const newMetadata = metadata(params);
  if (newMetadata !== undefined)
    customer.metadata = newMetadata === null ? {} : { ...customer.metadata, ...newMetadata };
  const settings = nested(params, "invoice_settings");
  const paymentMethod = settings && text(settings, "default_payment_method");
  if (paymentMethod !== undefined) customer.invoice_settings.default_payment_method = paymentMethod || null;
  return customer;
}

/** Products may be created under an id of the caller's choosing (the catalogue sync does), once. */
export function createProduct(context: FakeStripeContext, params: FakeParams): FakeProduct {
  const { store } = context;
  const id = text(params, "id") || store.newId("prod");
  if (store.has(id)) {
    throw FakeStripeError.invalidRequest(`Product already exists.`, {
      param: "id",
      code: "resource_already_exists",
    });
  }
  return store.insert<FakeProduct>({
    id,
    object: "product",
    name: requiredText(params, "name"),
    active: flag(params, "active") ?? true,
    created: store.nowSeconds(),
    livemode: false,
    metadata: metadata(params) ?? {},
  });
}

export function updateProduct(context: FakeStripeContext, id: string, params: FakeParams): FakeProduct {
  const product = context.store.get("product", id);
  product.active = flag(params, "active") ?? product.active;
  product.name = text(params, "name") || product.name;
  const newMetadata = metadata(params);
  if (newMetadata !== undefined)
    product.metadata = newMetadata === null ? {} : { ...product.metadata, ...newMetadata };
  return product;
}

/**
 * A lookup key belongs to one price at a time: creating a second price with it fails unless
 * `transfer_lookup_key` moves it over (Stripe's rule, which keeps the catalogue sync honest).
 */
export function createPrice(context: FakeStripeContext, params: FakeParams): FakePrice {
  const { store } = context;
  const product = store.get("product", requiredText(params, "product"), "product");
  const lookupKey = text(params, "lookup_key") || null;
  const holder = lookupKey ? store.all("price").find((price) => price.lookup_key === lookupKey) : undefined;
  if (holder && flag(params, "transfer_lookup_key") !== true) {
    throw FakeStripeError.invalidRequest(
      `A price (\`${holder.id}\`) already uses that lookup key. Set \`transfer_lookup_key\` to move it.`,
      { param: "lookup_key" },
    );
  }
  const unitAmount = integer(params, "unit_amount");
  if (unitAmount === undefined || unitAmount < 0) {
    throw FakeStripeError.invalidRequest("unit_amount must be a non-negative integer.", {
      param: "unit_amount",
    });
  }
  const recurring = nested(params, "recurring");
  const interval = recurring ? requiredText(recurring, "interval") : undefined;
  if (interval !== undefined && !["day", "week", "month", "year"].includes(interval)) {
    throw FakeStripeError.invalidRequest(`Invalid interval: ${interval}`, { param: "recurring[interval]" });
  }
  if (holder) holder.lookup_key = null;
  return store.insert<FakePrice>({
    id: store.newId("price"),
    object: "price",
    active: flag(params, "active") ?? true,
    currency: requiredText(params, "currency").toLowerCase(),
    unit_amount: unitAmount,
    lookup_key: lookupKey,
    nickname: text(params, "nickname") ?? null,
    product: product.id,
    recurring: interval
      ? {
          interval: interval as "day" | "week" | "month" | "year",
          interval_count: (recurring && integer(recurring, "interval_count")) ?? 1,
          usage_type: "licensed",
        }
      : null,
    type: interval ? "recurring" : "one_time",
    billing_scheme: "per_unit",
    created: store.nowSeconds(),
    livemode: false,
    metadata: metadata(params) ?? {},
  });
}

export function updatePrice(context: FakeStripeContext, id: string, params: FakeParams): FakePrice {
  const price = context.store.get("price", id);
  price.active = flag(params, "active") ?? price.active;
  const nickname = text(params, "nickname");
  if (nickname !== undefined) price.nickname = nickname || null;
  const newMetadata = metadata(params);
  if (newMetadata !== undefined)
    price.metadata = newMetadata === null ? {} : { ...price.metadata, ...newMetadata };
  return price;
}

/** `GET /v1/prices`: Stripe accepts at most 10 `lookup_keys` per request. */
export function listPrices(
  context: FakeStripeContext,
  params: FakeParams,
  lookupKeys: string[],
): FakePrice[] {
  if (lookupKeys.length > 10) {
    throw FakeStripeError.invalidRequest("You may pass at most 10 lookup_keys.", { param: "lookup_keys" });
  }
  const active = flag(params, "active");
  const product = text(params, "product");
  const currency = text(params, "currency");
  return context.store
    .all("price")
    .filter(
      (price) =>
        (lookupKeys.length === 0 || (price.lookup_key !== null && lookupKeys.includes(price.lookup_key))) &&
        (active === undefined || price.active === active) &&
        (product === undefined || price.product === product) &&
        (currency === undefined || price.currency === currency),
    )
    .reverse();
}

export function createCoupon(context: FakeStripeContext, params: FakeParams): FakeCoupon {
  const { store } = context;
  const id = text(params, "id") || store.newId("coupon").replace("coupon_", "");
  if (store.has(id)) {
    throw FakeStripeError.invalidRequest("Coupon already exists.", {
      param: "id",
      code: "resource_already_exists",
    });
  }
  const percentOff = decimal(params, "percent_off") ?? null;
  const amountOff = integer(params, "amount_off") ?? null;
  if ((percentOff === null) === (amountOff === null)) {
    throw FakeStripeError.invalidRequest("Pass exactly one of percent_off and amount_off.", {
      param: "percent_off",
    });
  }
  const currency = text(params, "currency")?.toLowerCase() ?? null;
  if (amountOff !== null && !currency) {
    throw FakeStripeError.invalidRequest("An amount_off coupon needs a currency.", { param: "currency" });
  }
  const duration = text(params, "duration") ?? "once";
  if (duration !== "once" && duration !== "repeating" && duration !== "forever") {
    throw FakeStripeError.invalidRequest(`Invalid duration: ${duration}`, { param: "duration" });
  }
  const months = integer(params, "duration_in_months") ?? null;
  if ((duration === "repeating") !== (months !== null)) {
    throw FakeStripeError.invalidRequest(
      "duration_in_months goes with duration=repeating, and only with it.",
      {
        param: "duration_in_months",
      },
    );
  }
  return store.insert<FakeCoupon>({
    id,
    object: "coupon",
    amount_off: amountOff,
    currency,
    percent_off: percentOff,
    duration,
    duration_in_months: months,
    redeem_by: integer(params, "redeem_by") ?? null,
    max_redemptions: integer(params, "max_redemptions") ?? null,
    times_redeemed: 0,
    name: text(params, "name") ?? null,
    created: store.nowSeconds(),
    livemode: false,
    metadata: metadata(params) ?? {},
  });
}

/** Codes are unique, without regard to case, among active promotion codes (Stripe's rule). */
export function createPromotionCode(context: FakeStripeContext, params: FakeParams): FakePromotionCode {
  const { store } = context;
  const promotion = nested(params, "promotion");
  if (!promotion || text(promotion, "type") !== "coupon") {
    throw FakeStripeError.invalidRequest("promotion[type] must be coupon.", { param: "promotion[type]" });
  }
  const coupon = store.get("coupon", requiredText(promotion, "coupon"), "promotion[coupon]");
  const code = text(params, "code") || store.newId("CODE").slice(5, 13).toUpperCase();
  const active = flag(params, "active") ?? true;
  const clash = store
    .all("promotion_code")
    .some((existing) => existing.active && existing.code.toLowerCase() === code.toLowerCase());
  if (active && clash) {
    throw FakeStripeError.invalidRequest("An active promotion code with this code already exists.", {
      param: "code",
    });
  }
  return store.insert<FakePromotionCode>({
    id: store.newId("promo"),
    object: "promotion_code",
    code,
    active,
    expires_at: integer(params, "expires_at") ?? null,
    max_redemptions: integer(params, "max_redemptions") ?? null,
    times_redeemed: 0,
    customer: null,
    promotion: { type: "coupon", coupon: coupon.id },
    restrictions: { first_time_transaction: false, minimum_amount: null, minimum_amount_currency: null },
    created: store.nowSeconds(),
    livemode: false,
    metadata: metadata(params) ?? {},
  });
}

export function updatePromotionCode(
  context: FakeStripeContext,
  id: string,
  params: FakeParams,
): FakePromotionCode {
  const promotionCode = context.store.get("promotion_code", id);
  promotionCode.active = flag(params, "active") ?? promotionCode.active;
  const newMetadata = metadata(params);
  if (newMetadata !== undefined) {
    promotionCode.metadata = newMetadata === null ? {} : { ...promotionCode.metadata, ...newMetadata };
  }
  return promotionCode;
}

/** `GET /v1/promotion_codes`: `code` matches without regard to case; newest first. */
export function listPromotionCodes(context: FakeStripeContext, params: FakeParams): FakePromotionCode[] {
  const code = text(params, "code")?.toLowerCase();
  const active = flag(params, "active");
  const coupon = text(params, "coupon");
  return context.store
    .all("promotion_code")
    .filter(
      (promotionCode) =>
        (code === undefined || promotionCode.code.toLowerCase() === code) &&
        (active === undefined || promotionCode.active === active) &&
        (coupon === undefined || promotionCode.promotion.coupon === coupon),
    )
    .reverse();
}
