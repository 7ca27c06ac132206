import { messages } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { DomainError } from "../../shared/domain-error.ts";
import { assertCopyUsable, copyStatusOf } from "./copy-state.ts";
import { at, copyRecord, sharingRecord } from "./library-test-records.ts";
import { disableAtFor } from "./notice-period.ts";
import { withdrawFromLibrary } from "./withdraw-from-library.ts";

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
