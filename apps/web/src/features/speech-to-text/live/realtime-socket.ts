import { createSingleUseToken, speechToTextRealtimePath } from "@chorus/contract";
import { callOperation } from "../../../lib/api/call-operation.ts";
import { liveSampleRate } from "./pcm16.ts";

/** The language the embedded recognizer hears (pocketsphinx has an English model only). */
export const liveLanguageCode = "en";

/**
 * Opens the realtime transcription WebSocket for the signed-in person: a browser cannot send the
 * `xi-api-key` header, so a single-use `realtime_scribe` token goes in the query instead (used up by
 * this connection). The server decides commits by voice activity (`commit_strategy=vad`); Stop adds
 * a final manual commit.
 */
export async function openRealtimeSocket(): Promise<WebSocket> {
  const { token } = await callOperation(createSingleUseToken, { params: { token_type: "realtime_scribe" } });
  const url = new URL(speechToTextRealtimePath, window.location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.search = new URLSearchParams({
    token,
    model_id: "scribe_v2_realtime",
    audio_format: `pcm_${liveSampleRate}`,
    commit_strategy: "vad",
    language_code: liveLanguageCode,
  }).toString();
  return new WebSocket(url);
}
