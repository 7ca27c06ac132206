import type { Subscription } from "@chorus/contract";

export interface UsageWindow {
  startMs: number;
  endMs: number;
}

/**
 * The current credit period, in milliseconds for `usage.get`: credits refresh monthly on every plan
 * (`character_refresh_period`), so the period began one calendar month before the next reset. The
 * window ends now (later days have nothing yet), rounded up to the minute so the query key stays
 * put between renders.
 */
export function currentUsageWindow(subscription: Subscription, nowMs: number): UsageWindow {
  const minute = 60_000;
  const endMs = Math.ceil(nowMs / minute) * minute;
  const reset = subscription.next_character_count_reset_unix;
  if (!reset) return { startMs: endMs - 30 * 24 * 60 * minute, endMs };
  const start = new Date(reset * 1000);
  start.setUTCMonth(start.getUTCMonth() - 1);
  return { startMs: Math.min(start.getTime(), endMs), endMs };
}
