import {
  createVoiceFromPreview,
  deleteVoice,
  deleteVoiceSample,
  designVoice,
  getVoice,
  remixVoice,
  searchVoices,
  type Voice,
} from "@chorus/contract";
import { fetchBinary } from "../../../lib/api/binary.ts";
import { callOperation } from "../../../lib/api/call-operation.ts";
import { type FormPostOptions, postForm } from "../../../lib/api/form-data.ts";
import { voicesQueryKey } from "./voices-api.ts";

/** Under the voices key, so creating or deleting a voice refreshes every voice list. */
export const myVoicesQueryKey = [...voicesQueryKey, "mine"] as const;
export const voiceQueryKey = (voiceId: string) => [...voicesQueryKey, "one", voiceId] as const;

/** A voice the workspace made itself: an instant clone, a designed voice or a professional clone. */
export const isCustomVoice = (voice: Voice) =>
  voice.category === "cloned" || voice.category === "generated" || voice.category === "professional";

/** The workspace's own voices (GET /v2/voices?voice_type=personal), newest first. */
export async function fetchMyVoices(): Promise<Voice[]> {
  const page = await callOperation(searchVoices, {
    query: { page_size: 100, voice_type: "personal", sort: "created_at_unix", sort_direction: "desc" },
  });
  return page.voices.filter(isCustomVoice);
}

export const fetchVoice = (voiceId: string) =>
  callOperation(getVoice, { params: { voice_id: voiceId }, query: { with_settings: "true" } });

export interface VoiceFormInput {
  name: string;
  description: string;
  labels?: Record<string, string>;
  removeBackgroundNoise?: boolean;
  files?: File[];
}

function voiceForm(input: VoiceFormInput): FormData {
  const form = new FormData();
  form.set("name", input.name);
  if (input.description) form.set("description", input.description);
  if (input.labels) form.set("labels", JSON.stringify(input.labels));
  if (input.removeBackgroundNoise !== undefined) {
    form.set("remove_background_noise", String(input.removeBackgroundNoise));
  }
  for (const file of input.files ?? []) form.append("files", file, file.name);
  return form;
}

/** POST /v1/voices/add: uploads the samples; the answer comes once the profile is fitted. */
export const createInstantClone = (input: VoiceFormInput, options?: FormPostOptions) =>
  postForm<{ voice_id: string; requires_verification: boolean }>("/v1/voices/add", voiceForm(input), options);

/** POST /v1/voices/{id}/edit: name, description, labels (and new samples, fitted again). */
export const editCustomVoice = (voiceId: string, input: VoiceFormInput, options?: FormPostOptions) =>
  postForm<{ status: string }>(`/v1/voices/${encodeURIComponent(voiceId)}/edit`, voiceForm(input), options);

export const deleteCustomVoice = (voiceId: string) =>
  callOperation(deleteVoice, { params: { voice_id: voiceId } });

export const deleteSample = (voiceId: string, sampleId: string) =>
  callOperation(deleteVoiceSample, { params: { voice_id: voiceId, sample_id: sampleId } });

/** The sample as uploaded (GET …/samples/{id}/audio). */
export async function fetchSampleAudio(
  voiceId: string,
  sampleId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await fetchBinary({
    method: "GET",
    path: `/v1/voices/${encodeURIComponent(voiceId)}/samples/${encodeURIComponent(sampleId)}/audio`,
    signal,
  });
  return response.blob();
}

export interface DesignInput {
  description: string;
  /** Null: let the server write a fitting preview text. */
  text: string | null;
  seed?: number;
}

/** POST /v1/text-to-voice/design: three previews of what the words describe. */
export const designVoicePreviews = (input: DesignInput) =>
  callOperation(designVoice, {
    query: { output_format: "mp3_44100_128" },
    body: {
      voice_description: input.description,
      text: input.text,
      auto_generate_text: input.text === null,
      seed: input.seed,
    },
  });

/** POST /v1/text-to-voice/{voice_id}/remix: three previews of the voice changed as the words say. */
export const remixVoicePreviews = (voiceId: string, input: DesignInput & { promptStrength: number }) =>
  callOperation(remixVoice, {
    params: { voice_id: voiceId },
    query: { output_format: "mp3_44100_128" },
    body: {
      voice_description: input.description,
      text: input.text,
      auto_generate_text: input.text === null,
      prompt_strength: input.promptStrength,
      seed: input.seed,
    },
  });

/** POST /v1/text-to-voice: keeps one preview as a `generated` voice. */
export const createDesignedVoice = (input: { name: string; description: string; previewId: string }) =>
  callOperation(createVoiceFromPreview, {
    body: {
      voice_name: input.name,
      voice_description: input.description,
      generated_voice_id: input.previewId,
    },
  });
