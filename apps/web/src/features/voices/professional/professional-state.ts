import { professionalVoiceLimits, type Voice } from "@chorus/contract";
import type { VoiceSample } from "./api/professional-voices-api.ts";

/** Spec 001 §4's states of a professional clone, as the API reports them (`fine_tuning.finetuning_state`). */
export type ProfessionalState =
  | "draft"
  | "needs_verification"
  | "manual_verification_requested"
  | "verified"
  | "fine_tuning"
  | "fine_tuned"
  | "blocked";

const knownStates: readonly ProfessionalState[] = [
  "draft",
  "needs_verification",
  "manual_verification_requested",
  "verified",
  "fine_tuning",
  "fine_tuned",
  "blocked",
];

export const isProfessionalVoice = (voice: Voice) => voice.category === "professional";

export function professionalState(voice: Voice): ProfessionalState {
  const state = voice.fine_tuning?.finetuning_state as ProfessionalState | undefined;
  return state && knownStates.includes(state) ? state : "draft";
}

/** Verified by captcha or by an operator (training and its result come after verification). */
export const isVerified = (voice: Voice) => voice.voice_verification?.is_verified === true;

export const minimumTrainingSeconds = professionalVoiceLimits.minimumTrainingSeconds;
/** Spec 001 §9: "up to about 2 to 3 hours" — the meter's far end once there is more than 30 minutes. */
export const recommendedMaximumSeconds = 3 * 3600;

/**
 * The seconds of a sample training would use: the trimmed range and, once speakers were separated
 * and chosen, only the chosen speakers' utterances inside it (the server's `selectedRanges`).
 */
export function selectedSecondsOf(sample: VoiceSample): number {
  const duration = sample.duration_secs ?? 0;
  const start = Math.min(duration, (sample.trim_start ?? 0) / 1000);
  const end = Math.min(duration, sample.trim_end == null ? duration : sample.trim_end / 1000);
  if (end <= start) return 0;
  const separation = sample.speaker_separation;
  const chosen = separation?.selected_speaker_ids;
  if (!separation?.speakers || !chosen) return end - start;
  let seconds = 0;
  for (const id of chosen) {
    for (const utterance of separation.speakers[id]?.utterances ?? []) {
      seconds += Math.max(0, Math.min(end, utterance.end) - Math.max(start, utterance.start));
    }
  }
  return seconds;
}

export const totalSelectedSeconds = (voice: Voice) =>
  (voice.samples ?? []).reduce((sum, sample) => sum + selectedSecondsOf(sample), 0);

export type TrainingState = "not_started" | "queued" | "fine_tuning" | "fine_tuned" | "failed" | "delayed";

/** The model being (or last) trained: its state, progress (0–1) and the server's message. */
export function trainingOf(voice: Voice): {
  modelId: string | null;
  state: TrainingState;
  progress: number;
  message: string | null;
} {
  const states = voice.fine_tuning?.state ?? {};
  const modelId = Object.keys(states)[0] ?? null;
  if (!modelId) return { modelId: null, state: "not_started", progress: 0, message: null };
  return {
    modelId,
    state: states[modelId] ?? "not_started",
    progress: voice.fine_tuning?.progress?.[modelId] ?? 0,
    message: voice.fine_tuning?.message?.[modelId] ?? null,
  };
}

export const isTrainingRunning = (voice: Voice) => {
  const { state } = trainingOf(voice);
  return state === "queued" || state === "fine_tuning";
};

export const isSeparationPending = (voice: Voice) =>
  (voice.samples ?? []).some((sample) => sample.speaker_separation?.status === "pending");

/** Captcha attempts in the last 24 hours (the cap's window) and when the oldest leaves it. */
export function attemptWindow(voice: Voice, nowMs: number) {
  const windowMs = professionalVoiceLimits.verificationWindowHours * 3600_000;
  const max = voice.fine_tuning?.max_verification_attempts ?? professionalVoiceLimits.maxVerificationAttempts;
  const recent = (voice.fine_tuning?.verification_attempts ?? []).filter(
    (attempt) => nowMs - attempt.date_unix * 1000 < windowMs,
  );
  return {
    used: recent.length,
    left: Math.max(0, max - recent.length),
    max,
    resetsAtMs: voice.fine_tuning?.next_max_verification_attempts_reset_unix_ms ?? null,
  };
}

export const wizardSteps = ["create", "samples", "speakers", "verify", "train"] as const;
export type WizardStep = (typeof wizardSteps)[number];

export const isWizardStep = (value: string | null): value is WizardStep =>
  value !== null && (wizardSteps as readonly string[]).includes(value);

/** Whether a step's work is done, judged only from what the API reports (so it survives reloads). */
export function isStepDone(step: WizardStep, voice: Voice | null): boolean {
  if (!voice) return false;
  const samples = voice.samples ?? [];
  switch (step) {
    case "create":
      return true;
    case "samples":
      return samples.length > 0 && totalSelectedSeconds(voice) >= minimumTrainingSeconds;
    case "speakers":
      return (
        samples.length > 0 &&
        samples.every((sample) => sample.speaker_separation?.status !== "pending") &&
        totalSelectedSeconds(voice) >= minimumTrainingSeconds
      );
    case "verify":
      return isVerified(voice);
    case "train":
      return professionalState(voice) === "fine_tuned";
  }
}

/**
 * Where the wizard opens without `?step=`: the first step whose work is not done (verification
 * before training; once verified or training, the finish-up step).
 */
export function resumeStep(voice: Voice | null): WizardStep {
  if (!voice) return "create";
  const state = professionalState(voice);
  if (state === "fine_tuning" || state === "fine_tuned" || state === "verified" || state === "blocked")
    return "train";
  if ((voice.samples ?? []).length === 0) return "samples";
  if (state === "manual_verification_requested") return "verify";
  if (totalSelectedSeconds(voice) < minimumTrainingSeconds) return "samples";
  return "verify";
}

/** The path of the wizard for a voice (and a step). */
export function wizardPath(voiceId?: string, step?: WizardStep): string {
  const base = voiceId
    ? `/app/voices/professional/${encodeURIComponent(voiceId)}`
    : "/app/voices/professional";
  return step ? `${base}?step=${step}` : base;
}

/** "31:04", "1:05:03": durations as a clock reads them (language-neutral). */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}
