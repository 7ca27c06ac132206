import {
  addPvcSamples,
  createPvcVoice,
  deletePvcSample,
  getPvcSampleWaveform,
  getPvcSpeakerAudio,
  getVoiceSampleAudio,
  requestPvcManualVerification,
  separatePvcSampleSpeakers,
  trainPvcVoice,
  updatePvcSample,
  updatePvcVoice,
  type Voice,
} from "@chorus/contract";
import { fetchBinary } from "../../../../lib/api/binary.ts";
import { callOperation, operationPath } from "../../../../lib/api/call-operation.ts";
import { type FormPostOptions, postForm } from "../../../../lib/api/form-data.ts";
import { voicesQueryKey } from "../../api/voices-api.ts";

export type VoiceSample = NonNullable<Voice["samples"]>[number];

export interface ProfessionalVoiceInput {
  name: string;
  language: string;
  description: string;
  labels: Record<string, string>;
}

/** POST /v1/voices/pvc: a draft professional voice (samples, verification and training follow). */
export const createProfessionalVoice = (input: ProfessionalVoiceInput) =>
  callOperation(createPvcVoice, {
    body: {
      name: input.name,
      language: input.language,
      description: input.description || null,
      labels: input.labels,
    },
  });

/** POST /v1/voices/pvc/{voice_id}: name, language, description, labels. */
export const updateProfessionalVoice = (voiceId: string, input: ProfessionalVoiceInput) =>
  callOperation(updatePvcVoice, {
    params: { voice_id: voiceId },
    body: {
      name: input.name,
      language: input.language,
      description: input.description || null,
      labels: input.labels,
    },
  });

/**
 * POST /v1/voices/pvc/{voice_id}/samples with one file, so each file has its own progress bar and a
 * failure leaves the others uploaded. Answers the sample the server measured (none when the same
 * bytes were already a sample of the voice).
 */
export function uploadProfessionalSample(voiceId: string, file: File, options?: FormPostOptions) {
  const form = new FormData();
  form.append("files", file, file.name);
  return postForm<VoiceSample[]>(operationPath(addPvcSamples, { voice_id: voiceId }), form, options);
}

export interface SampleChoice {
  selectedSpeakerIds?: string[] | null;
  trimStartMs?: number | null;
  trimEndMs?: number | null;
}

/** POST /v1/voices/pvc/{voice_id}/samples/{sample_id}: what of the sample training uses. */
export const updateProfessionalSample = (voiceId: string, sampleId: string, choice: SampleChoice) =>
  callOperation(updatePvcSample, {
    params: { voice_id: voiceId, sample_id: sampleId },
    body: {
      selected_speaker_ids: choice.selectedSpeakerIds,
      trim_start_time: choice.trimStartMs,
      trim_end_time: choice.trimEndMs,
    },
  });

export const deleteProfessionalSample = (voiceId: string, sampleId: string) =>
  callOperation(deletePvcSample, { params: { voice_id: voiceId, sample_id: sampleId } });

export const sampleWaveformQueryKey = (voiceId: string, sampleId: string) =>
  [...voicesQueryKey, "waveform", voiceId, sampleId] as const;

/** 200 peak levels (0–1) measured by the server: no need to download a 30-minute file to draw it. */
export async function fetchSampleWaveform(voiceId: string, sampleId: string): Promise<number[]> {
  const answer = await callOperation(getPvcSampleWaveform, {
    params: { voice_id: voiceId, sample_id: sampleId },
  });
  return answer.visual_waveform;
}

/** The sample as uploaded (streamed), fetched only when someone presses play. */
export async function fetchSampleBlob(voiceId: string, sampleId: string): Promise<Blob> {
  const response = await fetchBinary({
    method: "GET",
    path: operationPath(getVoiceSampleAudio, { voice_id: voiceId, sample_id: sampleId }),
  });
  return response.blob();
}

export const separateSpeakers = (voiceId: string, sampleId: string) =>
  callOperation(separatePvcSampleSpeakers, { params: { voice_id: voiceId, sample_id: sampleId } });

function base64ToBlob(base64: string, type: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}

/** One speaker's utterances of a sample, joined by the server (base64 mp3 → a playable Blob). */
export async function fetchSpeakerBlob(voiceId: string, sampleId: string, speakerId: string): Promise<Blob> {
  const answer = await callOperation(getPvcSpeakerAudio, {
    params: { voice_id: voiceId, sample_id: sampleId, speaker_id: speakerId },
  });
  return base64ToBlob(answer.audio_base_64, answer.media_type);
}

/** POST /v1/voices/pvc/{voice_id}/verification: documents (at least one) and a note for the reviewer. */
export function requestManualVerification(voiceId: string, files: File[], note: string) {
  const form = new FormData();
  if (note.trim()) form.set("extra_text", note.trim());
  for (const file of files) form.append("files", file, file.name);
  return postForm<{ status: string }>(
    operationPath(requestPvcManualVerification, { voice_id: voiceId }),
    form,
  );
}

export const startTraining = (voiceId: string) =>
  callOperation(trainPvcVoice, { params: { voice_id: voiceId }, body: {} });
