import { describe, expect, it } from "vitest";
import { ageInYears } from "./complete-onboarding.ts";

describe("ageInYears", () => {
  const now = new Date("2026-03-15T10:00:00Z");

  it("counts a birthday reached today and not one still to come", () => {
    expect(ageInYears("2008-03-15", now)).toBe(18);
    expect(ageInYears("2008-03-16", now)).toBe(17);
    expect(ageInYears("2008-04-01", now)).toBe(17);
    expect(ageInYears("2008-02-29", now)).toBe(18);
  });

  it("handles a 29 February birthday in a non-leap year", () => {
    expect(ageInYears("2008-02-29", new Date("2026-02-28T23:00:00Z"))).toBe(17);
    expect(ageInYears("2008-02-29", new Date("2026-03-01T00:00:00Z"))).toBe(18);
  });
});
