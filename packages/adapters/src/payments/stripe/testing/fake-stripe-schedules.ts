import { addInterval } from "./fake-stripe-calendar.ts";
import { FakeStripeError } from "./fake-stripe-errors.ts";
import type { FakeStripeContext } from "./fake-stripe-events.ts";
import { array, type FakeParams, integer, metadata, nested, requiredText, text } from "./fake-stripe-form.ts";
import type { FakePhase, FakeSchedule, FakeStripeStore } from "./fake-stripe-store.ts";

/**
 * `POST /v1/subscription_schedules` with `from_subscription` (the only form the fake supports): one phase,
 * the subscription's current period and items, ending with `release`. Like Stripe, a subscription that
 * already has a schedule or is set to cancel cannot be put on one.
 */
export function createSchedule(context: FakeStripeContext, params: FakeParams): FakeSchedule {
  const { store, events } = context;
  const subscriptionId = text(params, "from_subscription");
  if (!subscriptionId) {
    throw FakeStripeError.invalidRequest("The fake Stripe creates schedules from_subscription only.", {
      param: "from_subscription",
    });
  }
  const subscription = store.get("subscription", subscriptionId, "from_subscription");
  if (subscription.schedule) {
    throw FakeStripeError.invalidRequest(
      `You cannot migrate a subscription that is already attached to a schedule: \`${subscription.schedule}\`.`,
      { param: "from_subscription" },
    );
  }
  if (subscription.cancel_at_period_end || subscription.cancel_at !== null) {
    throw FakeStripeError.invalidRequest("You cannot migrate a subscription that is set to cancel.", {
      param: "from_subscription",
    });
  }
  if (subscription.status === "canceled") {
    throw FakeStripeError.invalidRequest("You cannot migrate a canceled subscription.", {
      param: "from_subscription",
    });
  }
  const first = subscription.items.data[0];
  if (!first) throw FakeStripeError.invalidRequest("The subscription has no items.");
  const schedule = store.insert<FakeSchedule>({
    id: store.newId("sub_sched"),
    object: "subscription_schedule",
    status: "active",
    subscription: subscription.id,
    customer: subscription.customer,
    current_phase: { start_date: first.current_period_start, end_date: first.current_period_end },
    phases: [
      {
        start_date: first.current_period_start,
        end_date: first.current_period_end,
        items: subscription.items.data.map((item) => ({
          price: item.price,
          quantity: item.quantity,
          metadata: {},
          discounts: [],
        })),
        discounts: subscription.discounts.map((discountId) => {
          const discount = store.get("discount", discountId);
          return {
            discount: discountId,
            coupon: discount.source.coupon,
            promotion_code: discount.promotion_code,
          };
        }),
        currency: subscription.currency,
        proration_behavior: "create_prorations",
        metadata: {},
      },
    ],
    end_behavior: "release",
    released_at: null,
    released_subscription: null,
    canceled_at: null,
    completed_at: null,
    created: store.nowSeconds(),
    livemode: false,
    metadata: metadata(params) ?? {},
  });
  subscription.schedule = schedule.id;
  events.record("subscription_schedule.created", schedule);
  events.record("customer.subscription.updated", subscription, { schedule: null });
  return schedule;
}

/**
 * `POST /v1/subscription_schedules/:id`: replaces the phases (all of them, as Stripe requires: the first
 * must keep the current phase's start) and the end behaviour. Each phase ends at its `end_date`, after its
 * `duration`, or after one interval of its first price.
 */
export function updateSchedule(context: FakeStripeContext, id: string, params: FakeParams): FakeSchedule {
  const { store, events } = context;
  const schedule = store.get("subscription_schedule", id);
  if (schedule.status !== "active" && schedule.status !== "not_started") {
    throw FakeStripeError.invalidRequest(
      `You cannot update a subscription schedule that is currently in the \`${schedule.status}\` status.`,
    );
  }
  const phases = array(params, "phases");
  if (phases) schedule.phases = parsePhases(store, schedule, phases);
  const endBehavior = text(params, "end_behavior");
  if (endBehavior) {
    if (!["release", "cancel", "none", "renew"].includes(endBehavior)) {
      throw FakeStripeError.invalidRequest(`Invalid end_behavior: ${endBehavior}`, { param: "end_behavior" });
    }
    schedule.end_behavior = endBehavior as FakeSchedule["end_behavior"];
  }
  const newMetadata = metadata(params);
  if (newMetadata !== undefined) schedule.metadata = newMetadata ?? {};
  const [first] = schedule.phases;
  if (first) schedule.current_phase = { start_date: first.start_date, end_date: first.end_date };
  events.record("subscription_schedule.updated", schedule);
  return schedule;
}

function parsePhases(store: FakeStripeStore, schedule: FakeSchedule, phases: FakeParams[]): FakePhase[] {
  const parsed: FakePhase[] = [];
  phases.forEach((phase, index) => {
    const param = `phases[${index}]`;
    const items = (array(phase, "items") ?? []).map((item, itemIndex) => ({
      price: store.get("price", requiredText(item, "price"), `${param}[items][${itemIndex}][price]`).id,
      quantity: integer(item, "quantity") ?? 1,
      metadata: {},
      discounts: [] as [],
    }));
    const firstItem = items[0];
    if (!firstItem)
      throw FakeStripeError.invalidRequest("Each phase needs items.", { param: `${param}[items]` });
    const previous = parsed[index - 1];
    const start = index === 0 ? timestamp(store, phase, "start_date") : previous?.end_date;
    if (start === undefined) {
      throw FakeStripeError.invalidRequest("The first phase needs a start_date.", {
        param: `${param}[start_date]`,
      });
    }
    if (index === 0 && schedule.current_phase && start !== schedule.current_phase.start_date) {
      throw FakeStripeError.invalidRequest("You can not modify the start date of the current phase.", {
        param: `${param}[start_date]`,
      });
    }
    if (index > 0 && text(phase, "start_date") !== undefined) {
      throw FakeStripeError.invalidRequest("Only the first phase takes a start_date.", {
        param: `${param}[start_date]`,
      });
    }
    const price = store.get("price", firstItem.price);
    const duration = nested(phase, "duration");
    const end =
      timestamp(store, phase, "end_date") ??
      (duration
        ? addInterval(
            start,
            interval(requiredText(duration, "interval")),
            integer(duration, "interval_count") ?? 1,
          )
        : addInterval(start, price.recurring?.interval ?? "month", price.recurring?.interval_count ?? 1));
    if (end <= start) throw FakeStripeError.invalidRequest("A phase must end after it starts.", { param });
    parsed.push({
      start_date: start,
      end_date: end,
      items,
      discounts: (array(phase, "discounts") ?? []).map((discount, discountIndex) =>
        phaseDiscount(store, discount, `${param}[discounts][${discountIndex}]`),
      ),
      currency: price.currency,
      proration_behavior: text(phase, "proration_behavior") ?? "create_prorations",
      metadata: metadata(phase) ?? {},
    });
  });
  return parsed;
}

function phaseDiscount(
  store: FakeStripeStore,
  discount: FakeParams,
  param: string,
): FakePhase["discounts"][number] {
  const discountId = text(discount, "discount");
  if (discountId) {
    const existing = store.get("discount", discountId, `${param}[discount]`);
    return { discount: discountId, coupon: existing.source.coupon, promotion_code: existing.promotion_code };
  }
  const promotionCodeId = text(discount, "promotion_code");
  if (promotionCodeId) {
    const code = store.get("promotion_code", promotionCodeId, `${param}[promotion_code]`);
    return { discount: null, coupon: code.promotion.coupon, promotion_code: code.id };
  }
  const coupon = store.get("coupon", requiredText(discount, "coupon"), `${param}[coupon]`);
  return { discount: null, coupon: coupon.id, promotion_code: null };
}

function timestamp(store: FakeStripeStore, params: FakeParams, key: string): number | undefined {
  return text(params, key) === "now" ? store.nowSeconds() : integer(params, key);
}

function interval(value: string): "day" | "week" | "month" | "year" {
  if (value === "day" || value === "week" || value === "month" || value === "year") return value;
  throw FakeStripeError.invalidRequest(`Invalid interval: ${value}`);
}

/** `POST /v1/subscription_schedules/:id/release`: the subscription goes on by itself on its current items. */
export function releaseSchedule(context: FakeStripeContext, id: string): FakeSchedule {
  const { store, events } = context;
  const schedule = store.get("subscription_schedule", id);
  if (schedule.status !== "active" && schedule.status !== "not_started") {
    throw FakeStripeError.invalidRequest(
      `You cannot release a subscription schedule that is currently in the \`${schedule.status}\` status.`,
    );
  }
  const subscriptionId = schedule.subscription;
  schedule.status = "released";
  schedule.released_at = store.nowSeconds();
  schedule.released_subscription = subscriptionId;
  schedule.subscription = null;
  schedule.current_phase = null;
  events.record("subscription_schedule.released", schedule);
  if (subscriptionId) {
    const subscription = store.get("subscription", subscriptionId);
    subscription.schedule = null;
    events.record("customer.subscription.updated", subscription, { schedule: id });
  }
  return schedule;
}
