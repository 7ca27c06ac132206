import { describe, expect, it } from "vitest";
import { firstPeriodEnd, nextPeriodEnd, wholeSeconds } from "./billing-periods.ts";

const at = (iso: string) => new Date(iso);

/** The ends of `count` periods from `start`, renewing one after the other as the provider does. */
function schedule(start: string, billingPeriod: "monthly_period" | "annual_period", count: number): string[] {
  let periodStart = at(start);
  let periodEnd = firstPeriodEnd(periodStart, billingPeriod);
  const ends = [periodEnd.toISOString()];
  while (ends.length < count) {
    const next = nextPeriodEnd(periodStart, periodEnd, billingPeriod);
    periodStart = periodEnd;
    periodEnd = next;
    ends.push(periodEnd.toISOString());
  }
  return ends;
}

describe("billing periods", () => {
  it("keep the billing day through short months", () => {
    expect(schedule("2025-01-31T10:00:00.000Z", "monthly_period", 4)).toEqual([
      "2025-02-28T10:00:00.000Z",
      "2025-03-31T10:00:00.000Z",
      "2025-04-30T10:00:00.000Z",
      "2025-05-31T10:00:00.000Z",
    ]);
    expect(schedule("2025-11-30T00:00:00.000Z", "monthly_period", 4)).toEqual([
      "2025-12-30T00:00:00.000Z",
      "2026-01-30T00:00:00.000Z",
      "2026-02-28T00:00:00.000Z",
      "2026-03-30T00:00:00.000Z",
    ]);
  });

  it("run a year for annual billing", () => {
    expect(schedule("2025-04-16T08:00:00.000Z", "annual_period", 2)).toEqual([
      "2026-04-16T08:00:00.000Z",
      "2027-04-16T08:00:00.000Z",
    ]);
  });

  it("are whole seconds, as the events carry them", () => {
    expect(wholeSeconds(at("2025-04-01T00:00:00.999Z")).toISOString()).toBe("2025-04-01T00:00:00.000Z");
  });
});
