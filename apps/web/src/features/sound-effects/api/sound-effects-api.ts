import {
  deleteSoundEffect,
  exploreSoundEffects,
  getSoundboard,
  getSoundEffectAudio,
  listSoundEffects,
  pinSoundEffect,
  reorderSoundboard,
  type SoundEffectCategory,
  type SoundEffectVisibility,
  shareSoundEffect,
  textToSoundEffectsConvert,
  unpinSoundEffect,
} from "@chorus/contract";
import { attachmentName, fetchBinary, readBody, saveBlob } from "../../../lib/api/binary.ts";
import { callOperation, operationPath } from "../../../lib/api/call-operation.ts";
import { wavFromPcm } from "./wav-from-pcm.ts";

export const soundEffectsQueryKey = ["sound-effects"] as const;
export const soundboardQueryKey = ["sound-effects", "soundboard"] as const;

/** 32 kHz PCM: the best rate every plan may ask for, so the audio is exactly as long as asked. */
const outputFormat = "pcm_32000";
const sampleRate = 32_000;

export interface SoundEffectRequest {
  text: string;
  /** Null: the length is left to the synthesizer. */
  durationSeconds: number | null;
  promptInfluence: number;
  loop: boolean;
  seed: number;
}

export interface GeneratedSoundEffect {
  id: string | null;
  audio: Blob;
  recipe: string | null;
  nearest: boolean;
  seed: number;
}

/** POST /v1/sound-generation; resolves once the whole effect is in, as a WAV Blob. */
export async function generateSoundEffect(
  request: SoundEffectRequest,
  signal?: AbortSignal,
): Promise<GeneratedSoundEffect> {
  const response = await fetchBinary({
    method: "POST",
    path: textToSoundEffectsConvert.path,
    query: { output_format: outputFormat },
    body: {
      text: request.text,
      duration_seconds: request.durationSeconds,
      prompt_influence: request.promptInfluence,
      loop: request.loop,
      seed: request.seed,
    },
    signal,
  });
  const pcm = await (await readBody(response)).arrayBuffer();
  return {
    id: response.headers.get("x-chorus-sound-effect-id"),
    audio: wavFromPcm(pcm, sampleRate),
    recipe: response.headers.get("x-chorus-sound-recipe"),
    nearest: response.headers.get("x-chorus-sound-recipe-match") === "nearest",
    seed: Number(response.headers.get("x-chorus-sound-seed") ?? request.seed),
  };
}

/** A kept effect's audio (raw PCM comes back as WAV). */
export async function fetchSoundEffectAudio(id: string): Promise<Blob> {
  const response = await fetchBinary({
    method: "GET",
    path: operationPath(getSoundEffectAudio, { sound_effect_id: id }),
  });
  return readBody(response);
}

/** Saves a kept effect under the server's file name (another workspace's effect needs a paid plan). */
export async function downloadSoundEffect(id: string): Promise<void> {
  const response = await fetchBinary({
    method: "GET",
    path: operationPath(getSoundEffectAudio, { sound_effect_id: id }),
    query: { download: "true" },
  });
  saveBlob(await readBody(response), attachmentName(response, `sound-effect-${id}.wav`));
}

export interface SoundEffectFilters {
  scope: "shared" | "mine";
  search: string;
  category: SoundEffectCategory | "";
}

export const fetchSoundEffectPage = (filters: SoundEffectFilters, page: number) =>
  callOperation(filters.scope === "mine" ? listSoundEffects : exploreSoundEffects, {
    query: {
      page,
      page_size: 20,
      search: filters.search || undefined,
      category: filters.category || undefined,
    },
  });

export const setSoundEffectVisibility = (id: string, visibility: SoundEffectVisibility) =>
  callOperation(shareSoundEffect, { params: { sound_effect_id: id }, body: { visibility } });

export const removeSoundEffect = (id: string) =>
  callOperation(deleteSoundEffect, { params: { sound_effect_id: id } });

export const fetchSoundboard = () => callOperation(getSoundboard);

export const pinToSoundboard = (id: string) =>
  callOperation(pinSoundEffect, { body: { sound_effect_id: id } });

export const unpinFromSoundboard = (id: string) =>
  callOperation(unpinSoundEffect, { params: { sound_effect_id: id } });

export const reorderPads = (ids: string[]) =>
  callOperation(reorderSoundboard, { body: { sound_effect_ids: ids } });
