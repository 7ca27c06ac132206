import {
  createCoupon,
  createCustomer,
  createPrice,
  createProduct,
  createPromotionCode,
  listPrices,
  listPromotionCodes,
  updateCustomer,
  updatePrice,
  updateProduct,
  updatePromotionCode,
} from "./fake-stripe-catalog.ts";
import { createCheckoutSession } from "./fake-stripe-checkout.ts";
import { FakeStripeError } from "./fake-stripe-errors.ts";
import type { FakeStripeContext } from "./fake-stripe-events.ts";
import { type FakeParams, integer, nested, requiredText, strings, text } from "./fake-stripe-form.ts";
import { createSchedule, releaseSchedule, updateSchedule } from "./fake-stripe-schedules.ts";
import type { FakePortalSession, FakeRecord } from "./fake-stripe-store.ts";
import { cancelSubscriptionNow, updateSubscription } from "./fake-stripe-subscriptions.ts";

export interface FakeRouteRequest {
  params: FakeParams;
  /** The path's captured ids. */
  ids: string[];
  /** `http://127.0.0.1:<port>`, for the URLs of hosted pages. */
  baseUrl: string;
  path: string;
}

interface Route {
  method: "GET" | "POST" | "DELETE";
  pattern: RegExp;
  /** Accepted parameters besides `expand`; anything else is Stripe's "Received unknown parameter". */
  accepts: string[];
  handle(context: FakeStripeContext, request: FakeRouteRequest): Record<string, unknown>;
}

const id = "([^/]+)";

/** Responds with one stored object, expanded as asked. */
function one(
  context: FakeStripeContext,
  request: FakeRouteRequest,
  record: FakeRecord,
): Record<string, unknown> {
  return context.store.present(record, strings(request.params, "expand"));
}

function many(
  context: FakeStripeContext,
  request: FakeRouteRequest,
  records: FakeRecord[],
): Record<string, unknown> {
  const limit = integer(request.params, "limit") ?? 10;
  if (limit < 1 || limit > 100) {
    throw FakeStripeError.invalidRequest("limit must be between 1 and 100.", { param: "limit" });
  }
  return context.store.presentList(records, request.path, strings(request.params, "expand"), limit);
}

/** Exactly the endpoints the Stripe adapter (and its tests' setup) use. */
export const fakeStripeRoutes: Route[] = [
  {
    method: "POST",
    pattern: /^\/v1\/customers$/,
    accepts: ["email", "metadata", "invoice_settings", "name"],
    handle: (context, request) => one(context, request, createCustomer(context, request.params)),
  },
  {
    method: "GET",
    pattern: new RegExp(`^/v1/customers/${id}$`),
    accepts: [],
    handle: (context, request) => one(context, request, context.store.get("customer", request.ids[0] ?? "")),
  },
  {
    method: "POST",
    pattern: new RegExp(`^/v1/customers/${id}$`),
    accepts: ["email", "metadata", "invoice_settings"],
    handle: (context, request) =>
      one(context, request, updateCustomer(context, request.ids[0] ?? "", request.params)),
  },
  {
    method: "POST",
    pattern: /^\/v1\/products$/,
    accepts: ["id", "name", "active", "metadata", "description"],
    handle: (context, request) => one(context, request, createProduct(context, request.params)),
  },
  {
    method: "GET",
    pattern: /^\/v1\/products$/,
    accepts: ["active", "limit"],
    handle: (context, request) => many(context, request, context.store.all("product").reverse()),
  },
  {
    method: "GET",
    pattern: new RegExp(`^/v1/products/${id}$`),
    accepts: [],
    handle: (context, request) => one(context, request, context.store.get("product", request.ids[0] ?? "")),
  },
  {
    method: "POST",
    pattern: new RegExp(`^/v1/products/${id}$`),
    accepts: ["active", "name", "metadata"],
    handle: (context, request) =>
      one(context, request, updateProduct(context, request.ids[0] ?? "", request.params)),
  },
  {
    method: "POST",
    pattern: /^\/v1\/prices$/,
    accepts: [
      "product",
      "currency",
      "unit_amount",
      "recurring",
      "lookup_key",
      "transfer_lookup_key",
      "nickname",
      "metadata",
      "active",
    ],
    handle: (context, request) => one(context, request, createPrice(context, request.params)),
  },
  {
    method: "GET",
    pattern: /^\/v1\/prices$/,
    accepts: ["lookup_keys", "active", "product", "currency", "limit"],
    handle: (context, request) =>
      many(context, request, listPrices(context, request.params, strings(request.params, "lookup_keys"))),
  },
  {
    method: "GET",
    pattern: new RegExp(`^/v1/prices/${id}$`),
    accepts: [],
    handle: (context, request) => one(context, request, context.store.get("price", request.ids[0] ?? "")),
  },
  {
    method: "POST",
    pattern: new RegExp(`^/v1/prices/${id}$`),
    accepts: ["active", "nickname", "metadata"],
    handle: (context, request) =>
      one(context, request, updatePrice(context, request.ids[0] ?? "", request.params)),
  },
  {
    method: "POST",
    pattern: /^\/v1\/coupons$/,
    accepts: [
      "id",
      "percent_off",
      "amount_off",
      "currency",
      "duration",
      "duration_in_months",
      "redeem_by",
      "max_redemptions",
      "name",
      "metadata",
    ],
    handle: (context, request) => one(context, request, createCoupon(context, request.params)),
  },
  {
    method: "GET",
    pattern: new RegExp(`^/v1/coupons/${id}$`),
    accepts: [],
    handle: (context, request) => one(context, request, context.store.get("coupon", request.ids[0] ?? "")),
  },
  {
    method: "POST",
    pattern: /^\/v1\/promotion_codes$/,
    accepts: ["promotion", "code", "active", "expires_at", "max_redemptions", "metadata"],
    handle: (context, request) => one(context, request, createPromotionCode(context, request.params)),
  },
  {
    method: "GET",
    pattern: /^\/v1\/promotion_codes$/,
    accepts: ["code", "active", "coupon", "limit"],
    handle: (context, request) => many(context, request, listPromotionCodes(context, request.params)),
  },
  {
    method: "GET",
    pattern: new RegExp(`^/v1/promotion_codes/${id}$`),
    accepts: [],
    handle: (context, request) =>
      one(context, request, context.store.get("promotion_code", request.ids[0] ?? "")),
  },
  {
    method: "POST",
    pattern: new RegExp(`^/v1/promotion_codes/${id}$`),
    accepts: ["active", "metadata"],
    handle: (context, request) =>
      one(context, request, updatePromotionCode(context, request.ids[0] ?? "", request.params)),
  },
  {
    method: "POST",
    pattern: /^\/v1\/checkout\/sessions$/,
    accepts: [
      "mode",
      "line_items",
      "customer",
      "customer_email",
      "client_reference_id",
      "metadata",
      "subscription_data",
      "discounts",
      "allow_promotion_codes",
      "success_url",
      "cancel_url",
    ],
    handle: (context, request) =>
      one(context, request, createCheckoutSession(context, request.params, request.baseUrl)),
  },
  {
    method: "GET",
    pattern: new RegExp(`^/v1/checkout/sessions/${id}$`),
    accepts: [],
    handle: (context, request) =>
      one(context, request, context.store.get("checkout.session", request.ids[0] ?? "")),
  },
  {
    method: "POST",
    pattern: /^\/v1\/billing_portal\/sessions$/,
    accepts: ["customer", "return_url", "flow_data", "locale", "configuration"],
    handle: (context, request) => {
      const { store } = context;
      const customer = store.get("customer", requiredText(request.params, "customer"), "customer");
      const flowData = nested(request.params, "flow_data");
      const sessionId = store.newId("bps");
      const session = store.insert<FakePortalSession>({
        id: sessionId,
        object: "billing_portal.session",
        customer: customer.id,
        return_url: text(request.params, "return_url") ?? null,
        flow: flowData
          ? { type: requiredText(flowData, "type"), after_completion: flowData.after_completion ?? null }
          : null,
        url: `${request.baseUrl}/p/session/${sessionId}`,
        configuration: "bpc_fake_default",
        created: store.nowSeconds(),
        livemode: false,
        locale: null,
        on_behalf_of: null,
      });
      return one(context, request, session);
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/subscriptions$/,
    accepts: ["customer", "status", "limit"],
    handle: (context, request) => {
      const customer = text(request.params, "customer");
      const subscriptions = context.store
        .all("subscription")
        .filter((subscription) => customer === undefined || subscription.customer === customer)
        .reverse();
      return many(context, request, subscriptions);
    },
  },
  {
    method: "GET",
    pattern: new RegExp(`^/v1/subscriptions/${id}$`),
    accepts: [],
    handle: (context, request) =>
      one(context, request, context.store.get("subscription", request.ids[0] ?? "")),
  },
  {
    method: "POST",
    pattern: new RegExp(`^/v1/subscriptions/${id}$`),
    accepts: [
      "items",
      "proration_behavior",
      "payment_behavior",
      "cancel_at_period_end",
      "cancel_at",
      "discounts",
      "metadata",
      "default_payment_method",
    ],
    handle: (context, request) =>
      one(context, request, updateSubscription(context, request.ids[0] ?? "", request.params)),
  },
  {
    method: "DELETE",
    pattern: new RegExp(`^/v1/subscriptions/${id}$`),
    accepts: [],
    handle: (context, request) => one(context, request, cancelSubscriptionNow(context, request.ids[0] ?? "")),
  },
  {
    method: "POST",
    pattern: /^\/v1\/subscription_schedules$/,
    accepts: ["from_subscription", "metadata"],
    handle: (context, request) => one(context, request, createSchedule(context, request.params)),
  },
  {
    method: "GET",
    pattern: new RegExp(`^/v1/subscription_schedules/${id}$`),
    accepts: [],
    handle: (context, request) =>
      one(context, request, context.store.get("subscription_schedule", request.ids[0] ?? "")),
  },
  {
    method: "POST",
    pattern: new RegExp(`^/v1/subscription_schedules/${id}$`),
    accepts: ["phases", "end_behavior", "proration_behavior", "metadata"],
    handle: (context, request) =>
      one(context, request, updateSchedule(context, request.ids[0] ?? "", request.params)),
  },
  {
    method: "POST",
    pattern: new RegExp(`^/v1/subscription_schedules/${id}/release$`),
    accepts: ["preserve_cancel_date"],
    handle: (context, request) => one(context, request, releaseSchedule(context, request.ids[0] ?? "")),
  },
  {
    method: "GET",
    pattern: /^\/v1\/invoices$/,
    accepts: ["customer", "subscription", "status", "limit"],
    handle: (context, request) => {
      const customer = text(request.params, "customer");
      const subscription = text(request.params, "subscription");
      const status = text(request.params, "status");
      const invoices = context.store
        .all("invoice")
        .filter(
          (invoice) =>
            (customer === undefined || invoice.customer === customer) &&
            (subscription === undefined ||
              invoice.parent.subscription_details.subscription === subscription) &&
            (status === undefined || invoice.status === status),
        )
        .reverse();
      return many(context, request, invoices);
    },
  },
  {
    method: "GET",
    pattern: new RegExp(`^/v1/invoices/${id}$`),
    accepts: [],
    handle: (context, request) => one(context, request, context.store.get("invoice", request.ids[0] ?? "")),
  },
];

/** The route for a request, with its ids, or Stripe's 404 for a URL it does not know. */
export function matchFakeStripeRoute(method: string, path: string): { route: Route; ids: string[] } {
  for (const route of fakeStripeRoutes) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(path);
    if (match) return { route, ids: match.slice(1).map((segment) => decodeURIComponent(segment)) };
  }
  throw new FakeStripeError(404, {
    type: "invalid_request_error",
    message: `Unrecognized request URL (${method}: ${path}). The fake Stripe serves only the endpoints Chorus uses.`,
  });
}

/** Stripe refuses parameters an endpoint does not take; so does the fake, to catch a misspelt one. */
export function checkFakeStripeParams(route: Route, params: FakeParams): void {
  for (const key of Object.keys(params)) {
    if (key !== "expand" && !route.accepts.includes(key)) {
      throw FakeStripeError.invalidRequest(`Received unknown parameter: ${key}`, { param: key });
    }
  }
}
