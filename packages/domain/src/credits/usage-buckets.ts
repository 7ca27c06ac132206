import type { UsageAggregationInterval } from "@chorus/contract";
import type { UsageBucketing } from "../ports/repositories.ts";
import { addMonthsClamped } from "./credit-periods.ts";

/** The most buckets one answer holds (an hourly year is 8,784), so a window cannot ask for millions. */
export const maxUsageBuckets = 10_000;

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** `aggregation_bucket_size` (seconds) overrides `aggregation_interval`; `cumulative` is the whole window. */
export function usageBucketingFor(
  interval: UsageAggregationInterval,
  bucketSizeSeconds: number | undefined,
): UsageBucketing {
  if (bucketSizeSeconds !== undefined) return { kind: "fixed", seconds: bucketSizeSeconds };
  if (interval === "cumulative") return { kind: "whole" };
  return { kind: "calendar", unit: interval };
}

/**
 * The start of the bucket `instant` (ms) falls in, in UTC, as the ledger query computes it
 * (`date_trunc` for calendar units, weeks from Monday; epoch multiples for fixed sizes). The
 * `whole` bucket has no calendar start: it is the window itself, so this answers `instant`.
 */
export function bucketStartOf(bucketing: UsageBucketing, instant: number): number {
  if (bucketing.kind === "whole") return instant;
  if (bucketing.kind === "fixed") {
    const size = bucketing.seconds * 1000;
    return Math.floor(instant / size) * size;
  }
  if (bucketing.unit === "hour") return Math.floor(instant / hourMs) * hourMs;
  const day = Math.floor(instant / dayMs) * dayMs;
  if (bucketing.unit === "day") return day;
  if (bucketing.unit === "week") return day - ((new Date(day).getUTCDay() + 6) % 7) * dayMs;
  const date = new Date(instant);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

function nextBucketStart(bucketing: UsageBucketing, start: number): number {
  if (bucketing.kind === "fixed") return start + bucketing.seconds * 1000;
  if (bucketing.kind === "calendar") {
    if (bucketing.unit === "hour") return start + hourMs;
    if (bucketing.unit === "day") return start + dayMs;
    if (bucketing.unit === "week") return start + 7 * dayMs;
    return addMonthsClamped(new Date(start), 1).getTime();
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * Every bucket from the one holding `from` to the one holding `to` (both inclusive), by start;
 * null when there would be more than `maxUsageBuckets`. The `whole` window is one bucket.
 */
export function usageBucketStarts(bucketing: UsageBucketing, from: number, to: number): number[] | null {
  if (bucketing.kind === "whole") return [from];
  const starts: number[] = [];
  for (let start = bucketStartOf(bucketing, from); start <= to; start = nextBucketStart(bucketing, start)) {
    if (starts.length === maxUsageBuckets) return null;
    starts.push(start);
  }
  return starts;
}
