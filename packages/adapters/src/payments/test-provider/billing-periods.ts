import type { PlanBillingPeriod } from "@chorus/contract";

const monthsOf = (billingPeriod: PlanBillingPeriod) => (billingPeriod === "annual_period" ? 12 : 1);

const daysInUtcMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

function addMonthsOnDay(from: Date, months: number, day: number): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const clampedDay = Math.min(day, daysInUtcMonth(year + Math.floor(month / 12), ((month % 12) + 12) % 12));
  return new Date(
    Date.UTC(
      year,
      month,
      clampedDay,
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}

/** Like a payment provider's timestamps, periods are whole seconds (so events and answers agree exactly). */
export function wholeSeconds(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / 1000) * 1000);
}

/** The end of a period that starts now: one month or one year on, on the same day (or the month's last). */
export function firstPeriodEnd(start: Date, billingPeriod: PlanBillingPeriod): Date {
  return addMonthsOnDay(start, monthsOf(billingPeriod), start.getUTCDate());
}

/**
 * The end of the period after `[start, end)`. The billing day is the larger of the two days: of two
 * neighbouring months one always has 31 days, so a subscription started on the 31st renews on Feb 28
 * and then on Mar 31 again, not on the 28th forever.
 */
export function nextPeriodEnd(start: Date, end: Date, billingPeriod: PlanBillingPeriod): Date {
  const billingDay = Math.max(start.getUTCDate(), end.getUTCDate());
  return addMonthsOnDay(end, monthsOf(billingPeriod), billingDay);
}
