import { describe, expect, it } from "vitest";
import { bucketStartOf, maxUsageBuckets, usageBucketingFor, usageBucketStarts } from "./usage-buckets.ts";

const at = (iso: string) => Date.parse(iso);

describe("usage buckets", () => {
  it("picks the bucketing: a bucket size overrides the interval, cumulative is the whole window", () => {
    expect(usageBucketingFor("day", undefined)).toEqual({ kind: "calendar", unit: "day" });
    expect(usageBucketingFor("cumulative", undefined)).toEqual({ kind: "whole" });
    expect(usageBucketingFor("month", 900)).toEqual({ kind: "fixed", seconds: 900 });
  });

  it("aligns calendar buckets in UTC, weeks from Monday", () => {
    const instant = at("2025-03-13T17:45:12.345Z"); // a Thursday
    expect(bucketStartOf({ kind: "calendar", unit: "hour" }, instant)).toBe(at("2025-03-13T17:00:00Z"));
    expect(bucketStartOf({ kind: "calendar", unit: "day" }, instant)).toBe(at("2025-03-13T00:00:00Z"));
    expect(bucketStartOf({ kind: "calendar", unit: "week" }, instant)).toBe(at("2025-03-10T00:00:00Z"));
    expect(bucketStartOf({ kind: "calendar", unit: "week" }, at("2025-03-16T23:59:59Z"))).toBe(
      at("2025-03-10T00:00:00Z"),
    );
    expect(bucketStartOf({ kind: "calendar", unit: "week" }, at("2025-03-17T00:00:00Z"))).toBe(
      at("2025-03-17T00:00:00Z"),
    );
    expect(bucketStartOf({ kind: "calendar", unit: "month" }, instant)).toBe(at("2025-03-01T00:00:00Z"));
    expect(bucketStartOf({ kind: "fixed", seconds: 900 }, instant)).toBe(at("2025-03-13T17:45:00Z"));
  });

  it("lists every bucket of the window, the first holding its start and the last its end", () => {
    const days = usageBucketStarts(
      { kind: "calendar", unit: "day" },
      at("2025-01-30T15:00:00Z"),
      at("2025-02-02T00:00:00Z"),
    );
    expect(days).toEqual([
      at("2025-01-30T00:00:00Z"),
      at("2025-01-31T00:00:00Z"),
      at("2025-02-01T00:00:00Z"),
      at("2025-02-02T00:00:00Z"),
    ]);
    const months = usageBucketStarts(
      { kind: "calendar", unit: "month" },
      at("2024-12-31T23:00:00Z"),
      at("2025-03-01T00:00:00Z"),
    );
    expect(months).toEqual([
      at("2024-12-01T00:00:00Z"),
      at("2025-01-01T00:00:00Z"),
      at("2025-02-01T00:00:00Z"),
      at("2025-03-01T00:00:00Z"),
    ]);
    expect(usageBucketStarts({ kind: "whole" }, 5, 10)).toEqual([5]);
  });

  it("refuses a window of more than the maximum number of buckets", () => {
    const start = at("2025-01-01T00:00:00Z");
    const year = usageBucketStarts({ kind: "calendar", unit: "hour" }, start, at("2025-12-31T23:59:59Z"));
    expect(year).toHaveLength(8_760);
    expect(
      usageBucketStarts({ kind: "fixed", seconds: 1 }, start, start + maxUsageBuckets * 1000),
    ).toBeNull();
    expect(
      usageBucketStarts({ kind: "fixed", seconds: 1 }, start, start + (maxUsageBuckets - 1) * 1000),
    ).toHaveLength(maxUsageBuckets);
  });
});
