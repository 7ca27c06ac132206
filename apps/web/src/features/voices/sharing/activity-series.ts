import type { SharingEvent, SharingMetrics } from "./sharing-api.ts";

export const activityRanges = ["30d", "90d", "12m"] as const;
export type ActivityRange = (typeof activityRanges)[number];

export interface ActivityRow {
  /** Start of the day or month, UTC, in milliseconds. */
  time: number;
  /** Characters spoken with copies of the voice in that day or month. */
  characters: number;
  /** Workspaces that had added the voice by the end of it (every "added" event so far). */
  addedBy: number;
}

const dayMs = 86_400_000;
const startOfUtcDay = (ms: number) => Math.floor(ms / dayMs) * dayMs;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The chart's rows: characters per day for the last 30 or 90 days, or per month for the last 12,
 * with days of no use as zeros, and the running count of adds from the history's "added" events.
 */
export function activityRows(
  metrics: SharingMetrics,
  events: readonly SharingEvent[],
  range: ActivityRange,
  now: number = Date.now(),
): ActivityRow[] {
  const usage = new Map(metrics.daily_usage.map((day) => [day.date, day.characters]));
  const adds = events
    .filter((event) => event.kind === "added")
    .map((event) => event.date_unix * 1000)
    .sort((a, b) => a - b);
  const addedBefore = (end: number) => adds.filter((time) => time < end).length;
  const today = startOfUtcDay(now);

  if (range !== "12m") {
    const days = range === "30d" ? 30 : 90;
    return Array.from({ length: days }, (_, index) => {
      const time = today - (days - 1 - index) * dayMs;
      return { time, characters: usage.get(isoDay(time)) ?? 0, addedBy: addedBefore(time + dayMs) };
    });
  }
  const date = new Date(today);
  return Array.from({ length: 12 }, (_, index) => {
    const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - (11 - index), 1);
    const end = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - (10 - index), 1);
    let characters = 0;
    for (const [day, count] of usage) {
      const time = Date.parse(`${day}T00:00:00Z`);
      if (time >= start && time < end) characters += count;
    }
    return { time: start, characters, addedBy: addedBefore(end) };
  });
}
