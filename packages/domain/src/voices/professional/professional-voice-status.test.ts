import { describe, expect, it } from "vitest";
import type {
  ManualVerificationRecord,
  VoiceFineTuningRecord,
  VoiceVerificationAttemptRecord,
} from "../../records.ts";
import { attemptWindow, professionalVoiceStatus } from "./professional-voice-status.ts";

const fineTuning: VoiceFineTuningRecord = {
  voiceId: "v",
  workspaceId: "w",
  verifiedAt: null,
  verifiedBy: null,
  models: {},
  datasetDurationSeconds: null,
  sliceIds: [],
  jobId: null,
  updatedAt: new Date(0),
};
const pending = { status: "pending" } as ManualVerificationRecord;
const status = (overrides: Partial<Parameters<typeof professionalVoiceStatus>[0]>) =>
  professionalVoiceStatus({
    voice: { safetyControl: null },
    fineTuning,
    sampleCount: 0,
    manualVerifications: [],
    ...overrides,
  });

describe("professional voice states (spec 001 §4)", () => {
  it("goes draft → needs verification → manual verification requested → verified → fine-tuning → fine-tuned", () => {
    expect(status({})).toBe("draft");
    expect(status({ sampleCount: 2 })).toBe("needs_verification");
    expect(status({ sampleCount: 2, manualVerifications: [pending] })).toBe("manual_verification_requested");
    const verified = { ...fineTuning, verifiedAt: new Date(0) };
    expect(status({ sampleCount: 2, fineTuning: verified })).toBe("verified");
    const queued = { ...verified, models: { m: { state: "queued" as const, progress: 0, message: null } } };
    expect(status({ fineTuning: queued })).toBe("fine_tuning");
    const tuned = {
      ...verified,
      models: { m: { state: "fine_tuned" as const, progress: 1, message: null } },
    };
    expect(status({ fineTuning: tuned })).toBe("fine_tuned");
  });

  it("is blocked under a BAN whatever else holds", () => {
    expect(status({ voice: { safetyControl: "BAN" }, sampleCount: 3 })).toBe("blocked");
  });

  it("counts captcha attempts in the last 24 hours and says when the oldest leaves the window", () => {
    const at = (hoursAgo: number) =>
      ({ createdAt: new Date(Date.UTC(2026, 0, 2) - hoursAgo * 3600_000) }) as VoiceVerificationAttemptRecord;
    const now = new Date(Date.UTC(2026, 0, 2));
    const window = attemptWindow([at(30), at(20), at(2), at(1)], now);
    expect(window).toEqual({ used: 3, left: 2, max: 5, resetsAt: new Date(Date.UTC(2026, 0, 2, 4)) });
    expect(attemptWindow([], now)).toEqual({ used: 0, left: 5, max: 5, resetsAt: null });
  });
});
