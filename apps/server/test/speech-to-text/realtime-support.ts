import type { TestServer } from "@chorus/testing";
import WebSocket from "ws";
import { recordSocket } from "../websocket-support.ts";
import { sarah } from "./support.ts";

/** A server frame of the realtime transcription protocol. */
export interface RealtimeFrame {
  message_type: string;
  text?: string;
  error?: string;
  session_id?: string;
  config?: Record<string, unknown>;
  language_code?: string;
  words?: { text: string; start: number; end: number; type: string; logprob: number }[];
}

export interface RealtimeClient {
  ws: WebSocket;
  frames: RealtimeFrame[];
  closed: Promise<{ code: number; reason: string }>;
  waitFor(predicate: (frame: RealtimeFrame) => boolean, timeoutMs?: number): Promise<RealtimeFrame>;
  /** Sends `audio` as `input_audio_chunk`s of `chunkBytes` (100 ms of 16 kHz PCM by default). */
  sendAudio(audio: Uint8Array, chunkBytes?: number): void;
  commit(): void;
}

export { listenAddress } from "../websocket-support.ts";

/** Connects a real `ws` client to `/v1/speech-to-text/realtime?{query}`; frames are kept from the first. */
export function openRealtime(
  base: string,
  query: Record<string, string>,
  headers: Record<string, string> = {},
): RealtimeClient {
  const ws = new WebSocket(`${base}/v1/speech-to-text/realtime?${new URLSearchParams(query)}`, { headers });
  const { frames, closed, waitFor, send } = recordSocket<RealtimeFrame>(ws, (frame) => frame.message_type);
  return {
    ws,
    frames,
    closed,
    waitFor,
    sendAudio(audio, chunkBytes = 3200) {
      for (let at = 0; at < audio.length; at += chunkBytes) {
        send({
          message_type: "input_audio_chunk",
          audio_base_64: Buffer.from(audio.subarray(at, at + chunkBytes)).toString("base64"),
          commit: false,
        });
      }
    },
    commit: () => send({ message_type: "input_audio_chunk", audio_base_64: "", commit: true }),
  };
}

export const ofType = (type: string) => (frame: RealtimeFrame) => frame.message_type === type;

/** Sarah (Flite) reading `text` through the server's own text to speech, in a raw `output_format`. */
export async function speakRaw(
  server: TestServer,
  token: string,
  text: string,
  outputFormat = "pcm_16000",
): Promise<Uint8Array> {
  const response = await server.request(
    "POST",
    `/v1/text-to-speech/${sarah.voiceId}?output_format=${outputFormat}`,
    {
      token,
      body: { text, model_id: "eleven_multilingual_v2", seed: 1 },
    },
  );
  if (response.statusCode !== 200) throw new Error(`text to speech failed: ${response.body}`);
  return new Uint8Array(response.rawPayload);
}

/** `seconds` of digital silence in 16 kHz 16-bit PCM. */
export const silence16k = (seconds: number) => new Uint8Array(Math.round(seconds * 16_000) * 2);
