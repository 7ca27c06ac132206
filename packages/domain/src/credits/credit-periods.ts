import type { WorkspaceRecord } from "../records.ts";

/**
 * Credit periods. Credits refresh monthly for every plan, annual ones included (as ElevenLabs does:
 * an annual plan is billed once a year but its credits reset each month). Period `n` of a workspace
 * starts `n` whole months after its billing anchor; a day the month lacks is clamped to its last day
 * (an anchor on 31 January gives 28 February, then 31 March), so periods never drift.
 */

/** The billing anchor: set when a subscription starts, else the workspace's creation. */
export function billingAnchorOf(workspace: Pick<WorkspaceRecord, "billingAnchorAt" | "createdAt">): Date {
  return workspace.billingAnchorAt ?? workspace.createdAt;
}

/** `anchor` plus `months` calendar months (negative goes back), the day clamped to the target month. */
export function addMonthsClamped(anchor: Date, months: number): Date {
  const monthIndex = anchor.getUTCFullYear() * 12 + anchor.getUTCMonth() + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(anchor.getUTCDate(), lastDay),
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

/** Start of period `index` (0 = the one that begins at the anchor). */
export function periodStartAt(anchor: Date, index: number): Date {
  return addMonthsClamped(anchor, index);
}

/**
 * The index of the period `now` falls in. Before the anchor (a clock behind the database's, or an
 * anchor set ahead) it is period 0: the first period starts at the anchor.
 */
export function periodIndexAt(anchor: Date, now: Date): number {
  let index =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  while (index > 0 && periodStartAt(anchor, index) > now) index -= 1;
  while (periodStartAt(anchor, index + 1) <= now) index += 1;
  return Math.max(0, index);
}

/** The credit period `now` falls in: its index, start, and end (the next reset). */
export interface CreditPeriod {
  index: number;
  start: Date;
  end: Date;
}

export function creditPeriodAt(anchor: Date, now: Date): CreditPeriod {
  const index = periodIndexAt(anchor, now);
  return { index, start: periodStartAt(anchor, index), end: periodStartAt(anchor, index + 1) };
}

/**
 * End of the billing cycle `now` falls in: the next credit reset for monthly plans, the twelfth
 * monthly boundary of the cycle for annual ones. When the next invoice falls due.
 */
export function billingCycleEnd(
  anchor: Date,
  billingPeriod: "monthly_period" | "annual_period",
  now: Date,
): Date {
  const index = periodIndexAt(anchor, now);
  if (billingPeriod === "monthly_period") return periodStartAt(anchor, index + 1);
  return periodStartAt(anchor, (Math.floor(index / 12) + 1) * 12);
}
