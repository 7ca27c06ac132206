import { messages } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { DomainError } from "../../shared/domain-error.ts";
import { assertCopyUsable, copyStatusOf } from "./copy-state.ts";
import type { LibraryCopyRecord, VoiceSharingRecord } from "./library-records.ts";
import { libraryStateOf } from "./library-state.ts";
import { assertVoiceAllowedIn } from "./live-moderation.ts";
import { disableAtFor } from "./notice-period.ts";
import { assertValidSharingSettings, type SharingSettings } from "./sharing-rules.ts";
import { isUnverified } from "./unverified-rule.ts";
import { withdrawFromLibrary } from "./withdraw-from-library.ts";

/** The voice library's pure rules (issue 5 §5; spec 001 §4, §5, §9); nothing here touches a database. */

const at = (iso: string) => new Date(`${iso}T00:00:00Z`);

function sharingRecord(patch: Partial<VoiceSharingRecord> = {}): VoiceSharingRecord {
  return {
    voiceId: "voice-1",
    workspaceId: "workspace-1",
    ownerUserId: "user-1",
    publicOwnerId: "public-1",
    status: "enabled",
    reviewStatus: "allowed",
    reviewMessage: null,
    description: "A voice",
    labels: {},
    noticePeriodDays: 30,
    fiatRate: null,
    financialRewardsEnabled: false,
    freeUsersAllowed: true,
    liveModerationEnabled: false,
    readerAppEnabled: false,
    featured: false,
    submittedAt: at("2025-01-01"),
    liveSince: at("2025-01-02"),
    removedAt: null,
    disableAt: null,
    createdAt: at("2025-01-01"),
    updatedAt: at("2025-01-02"),
    ...patch,
  };
}

function copyRecord(patch: Partial<LibraryCopyRecord> = {}): LibraryCopyRecord {
  return {
    voiceId: "copy-1",
    workspaceId: "workspace-2",
    originalVoiceId: "voice-1",
    publicOwnerId: "public-1",
    liveModerationEnabled: false,
    bookmarked: false,
    disableAt: null,
    createdAt: at("2025-01-03"),
    ...patch,
  };
}

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

const verified = { isVerified: true, requiresVerification: true };
const notRequired = { isVerified: false, requiresVerification: false };
const needsIt = { isVerified: false, requiresVerification: true };
const now = at("2025-03-01");

describe("the unverified rule (spec 001 §4)", () => {
  it("is not verified and either requires verification or the owner is on probation", () => {
    expect(isUnverified(needsIt, false)).toBe(true);
    expect(isUnverified(notRequired, true)).toBe(true);
    expect(isUnverified(notRequired, false)).toBe(false);
    expect(isUnverified(verified, true)).toBe(false);
  });
});

describe("a voice's library state", () => {
  const state = (
    patch: Parameters<typeof sharingRecord>[0] | null,
    verification = notRequired,
    ownerInProbation = false,
  ) =>
    libraryStateOf(
      { sharing: patch ? sharingRecord(patch) : undefined, verification, ownerInProbation },
      now,
    );

  it("follows the review: pending review, live, declined with its reason", () => {
    expect(state(null)).toBe("not_shared");
    expect(state({ reviewStatus: "pending" })).toBe("pending_review");
    expect(state({ reviewStatus: "allowed" })).toBe("live");
    expect(state({ reviewStatus: "declined", reviewMessage: "noisy" })).toBe("declined");
  });

  it("requires verification while the unverified rule holds, in review or approved", () => {
    expect(state({ reviewStatus: "pending" }, needsIt)).toBe("requires_verification");
    expect(state({ reviewStatus: "allowed" }, notRequired, true)).toBe("requires_verification");
    expect(state({ reviewStatus: "allowed" }, verified, true)).toBe("live");
    // A decline is shown as such, whatever the verification.
    expect(state({ reviewStatus: "declined" }, needsIt)).toBe("declined");
  });

  it("is removed during the notice period, then disabled, judged by the time alone", () => {
    const removed = {
      status: "disabled" as const,
      reviewStatus: "not_requested" as const,
      removedAt: at("2025-02-01"),
    };
    expect(state({ ...removed, disableAt: at("2025-03-02") })).toBe("removed");
    expect(state({ ...removed, disableAt: at("2025-03-01") })).toBe("disabled");
    expect(state({ status: "disabled", reviewStatus: "not_requested" })).toBe("not_shared");
  });
});

describe("copies and notice periods", () => {
  it("ends the notice period its number of days after the removal; none at once", () => {
    expect(disableAtFor(at("2025-01-01"), 30)).toEqual(at("2025-01-31"));
    expect(disableAtFor(at("2025-01-01"), 0)).toEqual(at("2025-01-01"));
  });

  it("keeps a copy working until its disable time, then it is copied_disabled and unusable", () => {
    const copy = copyRecord({ disableAt: at("2025-02-01") });
    expect(copyStatusOf(copyRecord(), at("2030-01-01"))).toBe("copied");
    expect(copyStatusOf(copy, new Date(at("2025-02-01").getTime() - 1))).toBe("copied");
    expect(copyStatusOf(copy, at("2025-02-01"))).toBe("copied_disabled");
    expect(() => assertCopyUsable(copy, at("2025-01-15"))).not.toThrow();
    expect(() => assertCopyUsable(copy, at("2025-02-02"))).toThrow(
      new DomainError("voice_unavailable", messages.copiedVoiceDisabled("copy-1")),
    );
  });

  it("removes a live voice with its notice period and records removed, then disabled", () => {
    const now = at("2025-03-01");
    const { record, events, disableCopiesAt } = withdrawFromLibrary(
      sharingRecord({ noticePeriodDays: 90 }),
      now,
    );
    expect(record).toMatchObject({ status: "disabled", reviewStatus: "not_requested", removedAt: now });
    expect(disableCopiesAt).toEqual(at("2025-05-30"));
    expect(events.map((event) => [event.kind, event.occurredAt])).toEqual([
      ["removed", now],
      ["disabled", at("2025-05-30")],
    ]);
  });

  it("takes a voice in review or declined out of the queue without touching copies", () => {
    const now = at("2025-03-01");
    const pending = withdrawFromLibrary(sharingRecord({ reviewStatus: "pending" }), now);
    expect(pending.record).toMatchObject({
      status: "disabled",
      reviewStatus: "not_requested",
      removedAt: null,
    });
    expect(pending.events).toEqual([]);
    expect(pending.disableCopiesAt).toBeUndefined();
  });
});

const copy = (liveModerationEnabled: boolean) => ({
  library: { copy: { record: copyRecord({ liveModerationEnabled }), status: "copied" as const } },
});

describe("live moderation (spec 001 §5)", () => {
  it("refuses live-moderated library voices in Studio, agents and Audio Native, each with its message", () => {
    const moderated = copy(true);
    expect(() => assertVoiceAllowedIn(moderated, "studio")).toThrow(
      new DomainError("voice_unavailable", "Live moderation voices are not available in Studio"),
    );
    expect(() => assertVoiceAllowedIn(moderated, "agents")).toThrow(messages.liveModerationNotInAgents);
    expect(() => assertVoiceAllowedIn(moderated, "audio_native")).toThrow(
      messages.liveModerationNotInAudioNative,
    );
  });

  it("allows other voices: unmoderated copies, the workspace's own and premade voices", () => {
    for (const product of ["studio", "agents", "audio_native"] as const) {
      expect(() => assertVoiceAllowedIn(copy(false), product)).not.toThrow();
      expect(() => assertVoiceAllowedIn({ library: { collectionIds: [] } }, product)).not.toThrow();
      expect(() => assertVoiceAllowedIn({}, product)).not.toThrow();
    }
  });
});
