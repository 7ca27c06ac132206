import { describe, expect, it } from "vitest";
import { usageWindow } from "./usage-period.ts";

const day = 86_400_000;
const now = Date.UTC(2026, 10, 27, 15, 30, 20);
const endMs = Date.UTC(2026, 10, 27, 15, 31);
/** A plan changed today at 09:00: its period resets a month later. */
const upgradedToday = { next_character_count_reset_unix: Date.UTC(2026, 11, 27, 9) / 1000 };

describe("the usage chart's window", () => {
  it("is the current credit period, which a plan change today started today", () => {
    expect(usageWindow("period", upgradedToday, now)).toEqual({ startMs: Date.UTC(2026, 10, 27, 9), endMs });
  });

  it("reaches back 30 or 90 days into earlier periods", () => {
    expect(usageWindow("last30", upgradedToday, now)).toEqual({ startMs: endMs - 30 * day, endMs });
    expect(usageWindow("last90", upgradedToday, now)).toEqual({ startMs: endMs - 90 * day, endMs });
  });

  it("is the last 30 days for a plan without a reset date", () => {
    const noReset = { next_character_count_reset_unix: null };
    expect(usageWindow("period", noReset, now)).toEqual({ startMs: endMs - 30 * day, endMs });
  });
});
