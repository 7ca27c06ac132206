import type { VoiceSettings } from "@chorus/contract";
import { fetchBinary, readBody } from "../../../lib/api/binary.ts";

export interface SpeechRequest {
  voiceId: string;
  text: string;
  modelId: string;
  settings: VoiceSettings;
  /** A pronunciation dictionary to apply (its latest version), if any. */
  dictionaryId?: string;
}

export interface SpeechResult {
  audio: Blob;
  historyItemId: string | null;
  requestId: string | null;
}

/**
 * POST /v1/text-to-speech/{voice_id}/stream as MP3 44.1 kHz 128 kbps, reading the body as the
 * server streams it; resolves once the last byte is in.
 */
export async function streamSpeech(
  request: SpeechRequest,
  onProgress?: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<SpeechResult> {
  const response = await fetchBinary({
    method: "POST",
    path: `/v1/text-to-speech/${encodeURIComponent(request.voiceId)}/stream`,
    query: { output_format: "mp3_44100_128" },
    body: {
      text: request.text,
      model_id: request.modelId,
      voice_settings: request.settings,
      ...(request.dictionaryId
        ? { pronunciation_dictionary_locators: [{ pronunciation_dictionary_id: request.dictionaryId }] }
        : {}),
    },
    signal,
  });
  const historyItemId = response.headers.get("history-item-id");
  const requestId = response.headers.get("request-id");
  const audio = await readBody(response, onProgress);
  return { audio: new Blob([audio], { type: "audio/mpeg" }), historyItemId, requestId };
}
