import { professionalVoiceLimits } from "@chorus/contract";
import type { AuthenticatedContext } from "../../context.ts";
import type {
  CustomVoiceRecord,
  ManualVerificationRecord,
  VoiceFineTuningRecord,
  VoiceSampleRecord,
  VoiceVerificationAttemptRecord,
} from "../../records.ts";
import {
  type AttemptWindow,
  attemptWindow,
  type ProfessionalVoiceStatus,
  professionalVoiceStatus,
} from "./professional-voice-status.ts";
import { secondsOf, selectedRanges } from "./selected-audio.ts";

/** Everything the voice responses report about a professional voice (`fine_tuning`, `voice_verification`). */
export interface ProfessionalVoiceDetails {
  status: ProfessionalVoiceStatus;
  fineTuning: VoiceFineTuningRecord;
  attempts: VoiceVerificationAttemptRecord[];
  attemptWindow: AttemptWindow;
  manualVerifications: ManualVerificationRecord[];
  /** Seconds of selected audio (trims and speakers applied) training would use now. */
  selectedSeconds: number;
  /** Verified, not blocked, and enough selected audio. */
  allowedToFineTune: boolean;
}

/** Loads the professional state of the given voices (the others get none), in three queries. */
export async function loadProfessionalDetails(
  ctx: AuthenticatedContext,
  voices: readonly CustomVoiceRecord[],
  samples: readonly VoiceSampleRecord[],
): Promise<Map<string, ProfessionalVoiceDetails>> {
  const professional = voices.filter((voice) => voice.category === "professional");
  const details = new Map<string, ProfessionalVoiceDetails>();
  if (professional.length === 0) return details;
  const ids = professional.map((voice) => voice.id);
  const store = ctx.ports.store.professionalVoices;
  const [fineTunings, attempts, manual] = await Promise.all([
    store.listFineTuning(ctx.workspaceId),
    store.listAttempts(ctx.workspaceId, ids),
    store.listManualVerifications(ctx.workspaceId, ids),
  ]);
  const now = ctx.ports.clock.now();
  for (const voice of professional) {
    const fineTuning = fineTunings.find((row) => row.voiceId === voice.id);
    if (!fineTuning) continue;
    const own = samples.filter((sample) => sample.voiceId === voice.id);
    const pvcAttempts = attempts.filter(
      (attempt) => attempt.voiceId === voice.id && attempt.purpose === "pvc",
    );
    const manualVerifications = manual.filter((request) => request.voiceId === voice.id);
    const selectedSeconds = own.reduce((sum, sample) => sum + secondsOf(selectedRanges(sample)), 0);
    details.set(voice.id, {
      status: professionalVoiceStatus({ voice, fineTuning, sampleCount: own.length, manualVerifications }),
      fineTuning,
      attempts: pvcAttempts,
      attemptWindow: attemptWindow(pvcAttempts, now),
      manualVerifications,
      selectedSeconds,
      allowedToFineTune:
        fineTuning.verifiedAt !== null &&
        voice.safetyControl !== "BAN" &&
        selectedSeconds >= professionalVoiceLimits.minimumTrainingSeconds,
    });
  }
  return details;
}
