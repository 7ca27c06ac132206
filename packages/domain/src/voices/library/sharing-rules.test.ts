import { messages } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { DomainError } from "../../shared/domain-error.ts";
import { assertValidSharingSettings, type SharingSettings } from "./sharing-rules.ts";

const valid: SharingSettings = {
  description: "A warm narrator",
  labels: { gender: "female", accent: "irish" },
  noticePeriodDays: 30,
  fiatRate: null,
  financialRewardsEnabled: true,
  freeUsersAllowed: true,
  liveModerationEnabled: false,
  readerAppEnabled: false,
};

/** The refusal of `patch`, as [field, message], or null when the settings pass. */
function refusal(patch: Partial<SharingSettings>, shared = true): [string, string] | null {
  try {
    assertValidSharingSettings({ ...valid, ...patch }, { shared });
    return null;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return [String(error.options.field?.[1]), error.message];
  }
}

describe("sharing settings (spec 001 §5, §9)", () => {
  it("accepts a description under 500 characters and requires one only while shared", () => {
    expect(refusal({ description: "x".repeat(499) })).toBeNull();
    expect(refusal({ description: "x".repeat(500) })).toEqual([
      "description",
      messages.voiceDescriptionTooLong,
    ]);
    expect(refusal({ description: " " })).toEqual(["description", messages.sharingDescriptionRequired]);
    expect(refusal({ description: null }, false)).toBeNull();
  });

  it("offers notice periods of none, 30, 90 and 180 days, 1 and 2 years", () => {
    for (const days of [0, 30, 90, 180, 365, 730]) expect(refusal({ noticePeriodDays: days })).toBeNull();
    for (const days of [1, 45, 1000])
      expect(refusal({ noticePeriodDays: days })?.[1]).toBe(
        messages.noticePeriodOptions([0, 30, 90, 180, 365, 730]),
      );
  });

  it("allows a custom rate up to $0.2 per 1,000 credits, only with a notice period of 90 days or more", () => {
    expect(refusal({ fiatRate: 0.2, noticePeriodDays: 90 })).toBeNull();
    expect(refusal({ fiatRate: 0.05, noticePeriodDays: 730 })).toBeNull();
    expect(refusal({ fiatRate: 0.21, noticePeriodDays: 90 })).toEqual([
      "fiat_rate",
      messages.customRateTooHigh,
    ]);
    expect(refusal({ fiatRate: 0, noticePeriodDays: 90 })).toEqual([
      "fiat_rate",
      messages.customRateNotPositive,
    ]);
    expect(refusal({ fiatRate: 0.1, noticePeriodDays: 30 })).toEqual([
      "notice_period",
      messages.customRateNeedsNoticePeriod,
    ]);
    expect(refusal({ fiatRate: 0.1, noticePeriodDays: 0 })?.[1]).toBe(messages.customRateNeedsNoticePeriod);
  });

  it("knows the library's labels and keeps them short", () => {
    expect(refusal({ labels: { use_case: "narration", descriptive: "calm", locale: "en-IE" } })).toBeNull();
    expect(refusal({ labels: { mood: "calm" } })?.[0]).toBe("labels");
    expect(refusal({ labels: { accent: "x".repeat(51) } })).toEqual([
      "labels",
      messages.sharingLabelTooLong("accent"),
    ]);
  });
});
