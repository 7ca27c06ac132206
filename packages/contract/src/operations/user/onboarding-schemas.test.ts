import { describe, expect, it } from "vitest";
import { messages } from "../../errors/messages.ts";
import { isCalendarDate, OnboardingBodySchema } from "./onboarding-schemas.ts";

describe("onboarding answers", () => {
  it("accepts only real calendar dates written YYYY-MM-DD", () => {
    expect(isCalendarDate("2000-02-29")).toBe(true);
    expect(isCalendarDate("1900-02-29")).toBe(false);
    expect(isCalendarDate("2023-04-31")).toBe(false);
    expect(isCalendarDate("2023-4-3")).toBe(false);
  });

  it("reports the spec's texts for a missing name or date of birth", () => {
    const result = OnboardingBodySchema.safeParse({});
    expect(result.success).toBe(false);
    const texts = result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(texts).toContainEqual(["first_name", messages.nameRequired]);
    expect(texts).toContainEqual(["date_of_birth", messages.dateOfBirthRequired]);
  });
});
