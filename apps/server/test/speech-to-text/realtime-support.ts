import type { TestServer } from "@chorus/testing";
import WebSocket from "ws";
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

/** Starts listening on a free local port (once per server) and answers its ws:// address. */
export async function listenAddress(server: TestServer): Promise<string> {
  const address = server.app.server.address();
  if (address && typeof address === "object") return `ws://127.0.0.1:${address.port}`;
  const http = await server.app.listen({ port: 0, host: "127.0.0.1" });
  return http.replace(/^http/, "ws");
}

/** Connects a real `ws` client to `/v1/speech-to-text/realtime?{query}`; frames are kept from the first. */
export function openRealtime(
  base: string,
  query: Record<string, string>,
  headers: Record<string, string> = {},
): RealtimeClient {
  const ws = new WebSocket(`${base}/v1/speech-to-text/realtime?${new URLSearchParams(query)}`, { headers });
  const frames: RealtimeFrame[] = [];
  const waiters: { predicate: (frame: RealtimeFrame) => boolean; resolve: (frame: RealtimeFrame) => void }[] =
    [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  ws.on("error", () => {});
  ws.on("message", (data) => {
    const frame = JSON.parse(data.toString()) as RealtimeFrame;
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.predicate(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  const opened = new Promise<void>((resolve) => ws.once("open", () => resolve()));
  const send = (message: object) => void opened.then(() => ws.send(JSON.stringify(message)));
  return {
    ws,
    frames,
    closed,
    waitFor(predicate, timeoutMs = 30_000) {
      const seen = frames.find(predicate);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `no matching frame arrived; got ${JSON.stringify(frames.map((f) => f.message_type))}`,
              ),
            ),
          timeoutMs,
        );
        waiters.push({
          predicate,
          resolve: (frame) => {
            clearTimeout(timer);
            resolve(frame);
          },
        });
      });
    },
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
