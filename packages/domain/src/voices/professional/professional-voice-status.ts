import { professionalVoiceLimits } from "@chorus/contract";
import type {
  CustomVoiceRecord,
  ManualVerificationRecord,
  VoiceFineTuningRecord,
  VoiceVerificationAttemptRecord,
} from "../../records.ts";

/** Spec 001 §4's states of a professional voice clone, in the words the API reports (`finetuning_state`). */
export type ProfessionalVoiceStatus =
  | "draft"
  | "needs_verification"
  | "manual_verification_requested"
  | "verified"
  | "fine_tuning"
  | "fine_tuned"
  | "blocked";

export const isTrainingRunning = (fineTuning: VoiceFineTuningRecord) =>
  Object.values(fineTuning.models).some((model) => model.state === "queued" || model.state === "fine_tuning");

export const isFineTuned = (fineTuning: VoiceFineTuningRecord) =>
  Object.values(fineTuning.models).some((model) => model.state === "fine_tuned");

/**
 * The state, derived from what is stored so it cannot disagree with it: blocked (BAN) first, then
 * training running, trained, verified, manual verification pending, samples waiting for
 * verification, and a draft without samples.
 */
export function professionalVoiceStatus(input: {
  voice: Pick<CustomVoiceRecord, "safetyControl">;
  fineTuning: VoiceFineTuningRecord;
  sampleCount: number;
  manualVerifications: readonly ManualVerificationRecord[];
}): ProfessionalVoiceStatus {
  if (input.voice.safetyControl === "BAN") return "blocked";
  if (isTrainingRunning(input.fineTuning)) return "fine_tuning";
  if (isFineTuned(input.fineTuning)) return "fine_tuned";
  if (input.fineTuning.verifiedAt) return "verified";
  if (input.manualVerifications.some((request) => request.status === "pending"))
    return "manual_verification_requested";
  return input.sampleCount > 0 ? "needs_verification" : "draft";
}

/** Captcha attempts in the rolling window (spec 001 §4: attempts are capped). */
export interface AttemptWindow {
  used: number;
  left: number;
  max: number;
  /** When the oldest attempt in the window leaves it; null when none is in it. */
  resetsAt: Date | null;
}

export function attemptWindow(attempts: readonly VoiceVerificationAttemptRecord[], now: Date): AttemptWindow {
  const windowMs = professionalVoiceLimits.verificationWindowHours * 3600_000;
  const recent = attempts.filter((attempt) => now.getTime() - attempt.createdAt.getTime() < windowMs);
  const max = professionalVoiceLimits.maxVerificationAttempts;
  const oldest = recent.reduce<Date | null>(
    (first, attempt) => (first === null || attempt.createdAt < first ? attempt.createdAt : first),
    null,
  );
  return {
    used: recent.length,
    left: Math.max(0, max - recent.length),
    max,
    resetsAt: oldest ? new Date(oldest.getTime() + windowMs) : null,
  };
}
