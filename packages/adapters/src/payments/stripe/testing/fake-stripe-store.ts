import { randomBytes } from "node:crypto";
import { FakeStripeError } from "./fake-stripe-errors.ts";

// The fake's records: Stripe's object shapes, with references held as ids (as Stripe stores them) and
// expanded on the way out. Only the fields the adapter and its tests read are modelled.

export interface FakeCustomer {
  id: string;
  object: "customer";
  email: string | null;
  created: number;
  livemode: false;
  metadata: Record<string, string>;
  invoice_settings: { default_payment_method: string | null };
}

export interface FakeProduct {
  id: string;
  object: "product";
  name: string;
  active: boolean;
  created: number;
  livemode: false;
  metadata: Record<string, string>;
}

export interface FakePrice {
  id: string;
  object: "price";
  active: boolean;
  currency: string;
  unit_amount: number;
  lookup_key: string | null;
  nickname: string | null;
  product: string;
  recurring: {
    interval: "day" | "week" | "month" | "year";
    interval_count: number;
    usage_type: "licensed";
  } | null;
  type: "recurring" | "one_time";
  billing_scheme: "per_unit";
  created: number;
  livemode: false;
  metadata: Record<string, string>;
}

export interface FakeCoupon {
  id: string;
  object: "coupon";
  amount_off: number | null;
  currency: string | null;
  percent_off: number | null;
  duration: "once" | "repeating" | "forever";
  duration_in_months: number | null;
  redeem_by: number | null;
  max_redemptions: number | null;
  times_redeemed: number;
  name: string | null;
  created: number;
  livemode: false;
  metadata: Record<string, string>;
  /** Computed when rendered: not past `redeem_by`, not used up. */
  valid?: boolean;
}

export interface FakePromotionCode {
  id: string;
  object: "promotion_code";
  code: string;
  active: boolean;
  expires_at: number | null;
  max_redemptions: number | null;
  times_redeemed: number;
  customer: null;
  promotion: { type: "coupon"; coupon: string };
  restrictions: { first_time_transaction: false; minimum_amount: null; minimum_amount_currency: null };
  created: number;
  livemode: false;
  metadata: Record<string, string>;
}

export interface FakeDiscount {
  id: string;
  object: "discount";
  source: { type: "coupon"; coupon: string };
  promotion_code: string | null;
  customer: string;
  subscription: string | null;
  start: number;
  end: number | null;
  checkout_session: null;
  invoice: null;
  invoice_item: null;
  subscription_item: null;
}

export interface FakeLineItemRequest {
  price: string;
  quantity: number;
}

export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  url: string;
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  currency: string | null;
  metadata: Record<string, string>;
  success_url: string | null;
  cancel_url: string | null;
  subscription: string | null;
  discounts: { promotion_code: string | null; coupon: string | null }[];
  created: number;
  livemode: false;
  /** What the session was created with (Stripe returns these only through other endpoints). */
  line_items_requested: FakeLineItemRequest[];
  subscription_data: { metadata: Record<string, string> };
}

export interface FakePortalSession {
  id: string;
  object: "billing_portal.session";
  customer: string;
  return_url: string | null;
  flow: { type: string; after_completion: unknown } | null;
  url: string;
  configuration: string;
  created: number;
  livemode: false;
  locale: null;
  on_behalf_of: null;
}

export interface FakeSubscriptionItem {
  id: string;
  object: "subscription_item";
  price: string;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
  subscription: string;
  created: number;
  metadata: Record<string, string>;
  discounts: string[];
}

export interface FakeSubscription {
  id: string;
  object: "subscription";
  customer: string;
  status:
    | "active"
    | "trialing"
    | "incomplete"
    | "incomplete_expired"
    | "past_due"
    | "unpaid"
    | "canceled"
    | "paused";
  currency: string;
  items: { object: "list"; data: FakeSubscriptionItem[]; has_more: false; url: string };
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  schedule: string | null;
  discounts: string[];
  default_payment_method: string | null;
  latest_invoice: string | null;
  collection_method: "charge_automatically";
  billing_cycle_anchor: number;
  start_date: number;
  created: number;
  livemode: false;
  trial_start: null;
  trial_end: null;
}

export interface FakePhase {
  start_date: number;
  end_date: number;
  items: { price: string; quantity: number; metadata: Record<string, string>; discounts: [] }[];
  discounts: { coupon: string | null; discount: string | null; promotion_code: string | null }[];
  currency: string;
  proration_behavior: string;
  metadata: Record<string, string>;
}

export interface FakeSchedule {
  id: string;
  object: "subscription_schedule";
  status: "not_started" | "active" | "completed" | "released" | "canceled";
  subscription: string | null;
  customer: string;
  current_phase: { start_date: number; end_date: number } | null;
  phases: FakePhase[];
  end_behavior: "release" | "cancel" | "none" | "renew";
  released_at: number | null;
  released_subscription: string | null;
  canceled_at: number | null;
  completed_at: number | null;
  created: number;
  livemode: false;
  metadata: Record<string, string>;
}

export interface FakeInvoice {
  id: string;
  object: "invoice";
  customer: string;
  status: "draft" | "open" | "paid" | "void" | "uncollectible";
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  currency: string;
  description: string | null;
  due_date: null;
  number: string;
  billing_reason: "subscription_create" | "subscription_cycle" | "subscription_update";
  collection_method: "charge_automatically";
  attempted: boolean;
  attempt_count: number;
  period_start: number;
  period_end: number;
  parent: {
    type: "subscription_details";
    quote_details: null;
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  lines: {
    object: "list";
    has_more: false;
    url: string;
    data: { id: string; object: "line_item"; amount: number; currency: string; description: string }[];
  };
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export type FakeRecord =
  | FakeCustomer
  | FakeProduct
  | FakePrice
  | FakeCoupon
  | FakePromotionCode
  | FakeDiscount
  | FakeCheckoutSession
  | FakePortalSession
  | FakeSubscription
  | FakeSchedule
  | FakeInvoice;

type RecordOf<Kind extends FakeRecord["object"]> = Extract<FakeRecord, { object: Kind }>;

/** Stripe's names for each object in "No such …" messages. */
const kindNames: Record<FakeRecord["object"], string> = {
  customer: "customer",
  product: "product",
  price: "price",
  coupon: "coupon",
  promotion_code: "promotion code",
  discount: "discount",
  "checkout.session": "checkout.session",
  "billing_portal.session": "billing portal session",
  subscription: "subscription",
  subscription_schedule: "subscription schedule",
  invoice: "invoice",
};

/** In-memory objects by id, in creation order, with Stripe's expansion on the way out. */
export class FakeStripeStore {
  private readonly objects = new Map<string, FakeRecord>();

  constructor(private readonly clock: { now(): Date }) {}

  nowSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }

  newId(prefix: string): string {
    return `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "0")}`;
  }

  has(id: string): boolean {
    return this.objects.has(id);
  }

  insert<T extends FakeRecord>(record: T): T {
    this.objects.set(record.id, record);
    return record;
  }

  /** The record of that kind, or Stripe's 404. */
  get<Kind extends FakeRecord["object"]>(kind: Kind, id: string, param = "id"): RecordOf<Kind> {
    const record = this.objects.get(id);
    if (!record || record.object !== kind) throw FakeStripeError.missing(kindNames[kind], id, param);
    return record as RecordOf<Kind>;
  }

  find<Kind extends FakeRecord["object"]>(kind: Kind, id: string): RecordOf<Kind> | undefined {
    const record = this.objects.get(id);
    return record?.object === kind ? (record as RecordOf<Kind>) : undefined;
  }

  all<Kind extends FakeRecord["object"]>(kind: Kind): RecordOf<Kind>[] {
    return [...this.objects.values()].filter((record): record is RecordOf<Kind> => record.object === kind);
  }

  /** A deep copy as the API returns it: computed fields filled, subscription items carrying their price. */
  render(record: FakeRecord): Record<string, unknown> {
    const copy = structuredClone(record) as unknown as Record<string, unknown>;
    if (record.object === "coupon") copy.valid = this.couponValid(record);
    if (record.object === "checkout.session") {
      delete copy.line_items_requested;
      delete copy.subscription_data;
    }
    if (record.object === "subscription") {
      copy.items = {
        ...record.items,
        data: record.items.data.map((item) => ({
          ...structuredClone(item),
          price: this.render(this.get("price", item.price)),
        })),
      };
    }
    return copy;
  }

  couponValid(coupon: FakeCoupon): boolean {
    if (coupon.redeem_by !== null && coupon.redeem_by <= this.nowSeconds()) return false;
    return coupon.max_redemptions === null || coupon.times_redeemed < coupon.max_redemptions;
  }

  /** `render` plus the `expand` paths (`discounts.source.coupon`, `data.promotion.coupon`, …). */
  present(record: FakeRecord, expand: string[] = []): Record<string, unknown> {
    return expand.reduce<Record<string, unknown>>(
      (value, path) => this.expandPath(value, path.split(".")) as Record<string, unknown>,
      this.render(record),
    );
  }

  /** A list response; `expand` paths start with `data.` as Stripe's do. */
  presentList(records: FakeRecord[], url: string, expand: string[], limit = 10): Record<string, unknown> {
    const list = {
      object: "list",
      url,
      has_more: records.length > limit,
      data: records.slice(0, limit).map((record) => this.render(record)),
    };
    return expand.reduce<Record<string, unknown>>(
      (value, path) => this.expandPath(value, path.split(".")) as Record<string, unknown>,
      list,
    );
  }

  private expandPath(value: unknown, segments: string[]): unknown {
    if (segments.length === 0) return value;
    if (Array.isArray(value)) return value.map((entry) => this.expandPath(entry, segments));
    if (typeof value !== "object" || value === null) return value;
    const [head, ...rest] = segments as [string, ...string[]];
    const fields = value as Record<string, unknown>;
    if (!(head in fields)) return value;
    const expandOne = (entry: unknown): unknown => {
      const stored = typeof entry === "string" ? this.objects.get(entry) : undefined;
      return stored ? this.render(stored) : entry;
    };
    const child = Array.isArray(fields[head])
      ? (fields[head] as unknown[]).map(expandOne)
      : expandOne(fields[head]);
    return { ...fields, [head]: this.expandPath(child, rest) };
  }
}
