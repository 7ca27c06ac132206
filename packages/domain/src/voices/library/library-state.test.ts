import { describe, expect, it } from "vitest";
import { libraryStateOf } from "./library-state.ts";
import { at, sharingRecord } from "./library-test-records.ts";
import { isUnverified } from "./unverified-rule.ts";

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
