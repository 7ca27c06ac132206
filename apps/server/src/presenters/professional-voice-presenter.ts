import { professionalVoiceLimits, type Voice } from "@chorus/contract";
import type {
  CustomVoiceRecord,
  ProfessionalVoiceDetails,
  VoiceSampleRecord,
  VoiceVerificationAttemptRecord,
} from "@chorus/domain";

const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const round = (value: number, digits: number) => Number(value.toFixed(digits));
const finiteOrNull = (value: number) => (Number.isFinite(value) ? round(value, 1) : null);

/** `SpeakerSeparationResponseModel`: the separation's status and the speakers it found, keyed by id. */
export function presentSpeakerSeparation(sample: VoiceSampleRecord) {
  return {
    voice_id: sample.voiceId,
    sample_id: sample.id,
    status: sample.speakerSeparationStatus,
    speakers: sample.speakers
      ? Object.fromEntries(
          sample.speakers.map((speaker) => [
            speaker.speakerId,
            {
              speaker_id: speaker.speakerId,
              duration_secs: speaker.durationSeconds,
              utterances: speaker.utterances,
            },
          ]),
        )
      : null,
    selected_speaker_ids: sample.selectedSpeakerIds,
  };
}

/** `VoiceSample`, with professional cloning's fields when the sample has them. */
export function presentSample(sample: VoiceSampleRecord, professional: boolean) {
  return {
    sample_id: sample.id,
    file_name: sample.fileName,
    mime_type: sample.mimeType,
    size_bytes: sample.sizeBytes,
    hash: sample.hash,
    duration_secs: sample.durationSeconds,
    remove_background_noise: sample.removeBackgroundNoise,
    has_isolated_audio: false,
    has_isolated_audio_preview: false,
    ...(professional
      ? {
          speaker_separation: presentSpeakerSeparation(sample),
          trim_start: sample.trimStartMs,
          trim_end: sample.trimEndMs,
          loudness: sample.loudness
            ? {
                rms_db: finiteOrNull(sample.loudness.rmsDbfs),
                true_peak_db: finiteOrNull(sample.loudness.truePeakDbfs),
                recommended_rms_db: [
                  professionalVoiceLimits.recommendedRmsDb.low,
                  professionalVoiceLimits.recommendedRmsDb.high,
                ] as [number, number],
                max_true_peak_db: professionalVoiceLimits.maxTruePeakDb,
                verdicts: sample.loudness.verdicts,
              }
            : null,
        }
      : {}),
  };
}

function presentAttempt(attempt: VoiceVerificationAttemptRecord) {
  return {
    text: attempt.text,
    date_unix: unix(attempt.createdAt),
    accepted: attempt.accepted,
    similarity: attempt.similarity,
    levenshtein_distance: attempt.levenshteinDistance,
    recording: {
      recording_id: attempt.id,
      mime_type: attempt.recordingMimeType,
      size_bytes: attempt.recordingSizeBytes,
      upload_date_unix: unix(attempt.createdAt),
      transcription: attempt.transcription,
    },
  };
}

const failureNames: Record<string, string> = {
  text: "the recording did not match the captcha text",
  voice: "the voice in the recording did not match the samples",
  text_and_voice: "the recording matched neither the captcha text nor the samples' voice",
};

/** `fine_tuning` and `voice_verification` of a professional voice. */
export function presentProfessionalState(
  record: CustomVoiceRecord,
  details: ProfessionalVoiceDetails,
): Pick<Voice, "fine_tuning" | "voice_verification"> {
  const { fineTuning } = details;
  const models = Object.entries(fineTuning.models);
  const failures = details.attempts
    .filter((a) => !a.accepted)
    .map((a) => failureNames[a.failure ?? ""] ?? "failed");
  const latestManual = details.manualVerifications.at(-1);
  const attempts = details.attempts.map(presentAttempt);
  return {
    fine_tuning: {
      is_allowed_to_fine_tune: details.allowedToFineTune,
      state: Object.fromEntries(models.map(([model, state]) => [model, state.state])),
      verification_failures: failures,
      verification_attempts_count: details.attempts.length,
      manual_verification_requested: details.manualVerifications.some(
        (request) => request.status === "pending",
      ),
      language: record.language,
      progress: Object.fromEntries(models.map(([model, state]) => [model, state.progress])),
      message: Object.fromEntries(models.map(([model, state]) => [model, state.message])),
      dataset_duration_seconds: fineTuning.datasetDurationSeconds ?? round(details.selectedSeconds, 1),
      verification_attempts: attempts,
      slice_ids: fineTuning.sliceIds,
      manual_verification: latestManual
        ? {
            extra_text: latestManual.extraText,
            request_time_unix: unix(latestManual.requestedAt),
            files: latestManual.files.map((file) => ({
              file_id: file.fileId,
              file_name: file.fileName,
              mime_type: file.mimeType,
              size_bytes: file.sizeBytes,
              upload_date_unix: unix(file.uploadedAt),
            })),
          }
        : null,
      max_verification_attempts: details.attemptWindow.max,
      next_max_verification_attempts_reset_unix_ms: details.attemptWindow.resetsAt?.getTime() ?? null,
      finetuning_state: details.status,
    },
    voice_verification: {
      requires_verification: fineTuning.verifiedAt === null,
      is_verified: fineTuning.verifiedAt !== null,
      verification_failures: failures,
      verification_attempts_count: details.attempts.length,
      language: record.language,
      verification_attempts: attempts,
    },
  };
}
