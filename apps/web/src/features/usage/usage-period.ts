import type { Subscription } from "@chorus/contract";

export interface UsageWindow {
  startMs: number;
  endMs: number;
}

/**
 * What the usage chart covers: the current credit period, or the last 30 or 90 days, which reach
 * into earlier periods (a plan change starts a new period, so the day's earlier use is there).
 */
export const usageRanges = ["period", "last30", "last90"] as const;
export type UsageRange = (typeof usageRanges)[number];

/** The part of the subscription the window depends on. */
type ResetDate = Pick<Subscription, "next_character_count_reset_unix">;

const minute = 60_000;
const day = 24 * 60 * minute;

/**
 * The window of `range` in milliseconds for `usage.get`. It ends now (later days have nothing
 * yet), rounded up to the minute so the query key stays put between renders. The current period
 * began one calendar month before the next reset: credits refresh monthly on every plan
 * (`character_refresh_period`).
 */
export function usageWindow(range: UsageRange, subscription: ResetDate, nowMs: number): UsageWindow {
  const endMs = Math.ceil(nowMs / minute) * minute;
  if (range === "last30") return { startMs: endMs - 30 * day, endMs };
  if (range === "last90") return { startMs: endMs - 90 * day, endMs };
  return { startMs: currentPeriodStartMs(subscription, endMs), endMs };
}

/** When the current credit period began (30 days back when the plan has no reset date). */
export function currentPeriodStartMs(subscription: ResetDate, endMs: number): number {
  const reset = subscription.next_character_count_reset_unix;
  if (!reset) return endMs - 30 * day;
  const start = new Date(reset * 1000);
  start.setUTCMonth(start.getUTCMonth() - 1);
  return Math.min(start.getTime(), endMs);
}
