import { describe, expect, it } from "vitest";
import { concurrencyLimitFor } from "./concurrency-limits.ts";
import { isOverQuota } from "./quota-rule.ts";

describe("isOverQuota", () => {
  const free = { status: "free", tier: "free", characterLimit: 10_000 } as const;

  it("is over when the count plus the new text exceeds the limit", () => {
    expect(isOverQuota(free, 9_990, 10)).toBe(false);
    expect(isOverQuota(free, 9_990, 11)).toBe(true);
  });

  it("lets an active subscription or the enterprise tier extend", () => {
    expect(isOverQuota({ ...free, status: "active", tier: "starter" }, 30_000, 1)).toBe(false);
    expect(isOverQuota({ ...free, status: "past_due", tier: "enterprise" }, 30_000, 1)).toBe(false);
    expect(isOverQuota({ ...free, status: "past_due", tier: "starter" }, 30_000, 1)).toBe(true);
  });
});

describe("concurrencyLimitFor", () => {
  it("follows the tier and doubles for turbo models", () => {
    expect(concurrencyLimitFor("free", "standard")).toBe(2);
    expect(concurrencyLimitFor("starter", "standard")).toBe(3);
    expect(concurrencyLimitFor("creator", "turbo")).toBe(10);
    expect(concurrencyLimitFor("pro", "standard")).toBe(10);
    expect(concurrencyLimitFor("enterprise", "standard")).toBe(15);
    expect(concurrencyLimitFor("scale_2024_08_10", "turbo")).toBe(30);
  });
});
