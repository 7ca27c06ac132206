import { describe, expect, it } from "vitest";
import { addMonthsClamped, billingCycleEnd, creditPeriodAt, periodIndexAt } from "./credit-periods.ts";

const at = (iso: string) => new Date(iso);

describe("credit periods", () => {
  it("steps whole months from the anchor, clamping to short months without drifting", () => {
    const anchor = at("2025-01-31T08:30:00Z");
    expect([1, 2, 3, 13].map((months) => addMonthsClamped(anchor, months).toISOString())).toEqual([
      "2025-02-28T08:30:00.000Z",
      "2025-03-31T08:30:00.000Z",
      "2025-04-30T08:30:00.000Z",
      "2026-02-28T08:30:00.000Z",
    ]);
    expect(addMonthsClamped(at("2024-01-29T00:00:00Z"), 1)).toEqual(at("2024-02-29T00:00:00Z"));
    expect(addMonthsClamped(at("2025-03-31T00:00:00Z"), -1)).toEqual(at("2025-02-28T00:00:00Z"));
  });

  it("puts a boundary instant in the period it starts, and the instant before it in the previous one", () => {
    const anchor = at("2025-01-15T00:00:00Z");
    expect(creditPeriodAt(anchor, at("2025-03-15T00:00:00Z"))).toEqual({
      index: 2,
      start: at("2025-03-15T00:00:00Z"),
      end: at("2025-04-15T00:00:00Z"),
    });
    expect(periodIndexAt(anchor, at("2025-03-14T23:59:59.999Z"))).toBe(1);
    expect(periodIndexAt(anchor, at("2027-01-20T00:00:00Z"))).toBe(24);
  });

  it("counts a moment before the anchor as the first period", () => {
    const anchor = at("2025-01-15T00:00:00Z");
    expect(creditPeriodAt(anchor, at("2025-01-14T00:00:00Z"))).toEqual({
      index: 0,
      start: anchor,
      end: at("2025-02-15T00:00:00Z"),
    });
  });

  it("ends a monthly cycle at the next reset and an annual cycle at its twelfth month", () => {
    const anchor = at("2025-01-15T00:00:00Z");
    const now = at("2025-06-01T00:00:00Z");
    expect(billingCycleEnd(anchor, "monthly_period", now)).toEqual(at("2025-06-15T00:00:00Z"));
    expect(billingCycleEnd(anchor, "annual_period", now)).toEqual(at("2026-01-15T00:00:00Z"));
    expect(billingCycleEnd(anchor, "annual_period", at("2026-01-15T00:00:00Z"))).toEqual(
      at("2027-01-15T00:00:00Z"),
    );
  });
});
