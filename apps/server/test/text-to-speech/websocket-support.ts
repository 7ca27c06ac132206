import type { TestServer } from "@chorus/testing";
import type WebSocket from "ws";

export interface WebSocketAlignmentFrame {
  charStartTimesMs: number[];
  charDurationsMs: number[];
  chars: string[];
}

/** A server frame of the text-to-speech input-streaming protocols (audio, final or error). */
export interface ServerFrame {
  audio?: string;
  isFinal?: boolean;
  contextId?: string;
  alignment?: WebSocketAlignmentFrame | null;
  normalizedAlignment?: WebSocketAlignmentFrame | null;
  message?: string;
  error?: string;
  code?: number;
}

export interface TestSocket {
  ws: WebSocket;
  frames: ServerFrame[];
  send(message: Record<string, unknown>): void;
  /** Resolves with the close code and reason once the server (or client) closed the socket. */
  closed: Promise<{ code: number; reason: string }>;
  /** Waits until a frame matching `predicate` has arrived (fails after `timeoutMs`). */
  waitFor(predicate: (frame: ServerFrame) => boolean, timeoutMs?: number): Promise<ServerFrame>;
}

/** Opens a WebSocket to the in-process server; frames are collected from the very first one. */
export async function openSocket(
  server: TestServer,
  path: string,
  headers: Record<string, string> = {},
): Promise<TestSocket> {
  const frames: ServerFrame[] = [];
  const waiters: { predicate: (frame: ServerFrame) => boolean; resolve: (frame: ServerFrame) => void }[] = [];
  let resolveClosed!: (value: { code: number; reason: string }) => void;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    resolveClosed = resolve;
  });
  const ws = await server.app.injectWS(path, { headers } as never, {
    onInit(socket) {
      socket.on("message", (data) => {
        const frame = JSON.parse(data.toString()) as ServerFrame;
        frames.push(frame);
        for (const waiter of [...waiters]) {
          if (waiter.predicate(frame)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(frame);
          }
        }
      });
      socket.on("close", (code, reason) => resolveClosed({ code, reason: reason.toString() }));
    },
  });
  return {
    ws,
    frames,
    closed,
    send: (message) => ws.send(JSON.stringify(message)),
    waitFor(predicate, timeoutMs = 20_000) {
      const seen = frames.find(predicate);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no matching frame arrived")), timeoutMs);
        waiters.push({
          predicate,
          resolve: (frame) => {
            clearTimeout(timer);
            resolve(frame);
          },
        });
      });
    },
  };
}

export const audioFrames = (frames: ServerFrame[]) =>
  frames.filter((frame) => typeof frame.audio === "string");

/** Every audio frame's bytes joined. */
export const joinedAudio = (frames: ServerFrame[]) =>
  Buffer.concat(audioFrames(frames).map((frame) => Buffer.from(frame.audio!, "base64")));

/** The characters of every audio frame's alignment joined: the text the frames spoke. */
export const spokenText = (frames: ServerFrame[], key: "alignment" | "normalizedAlignment" = "alignment") =>
  audioFrames(frames)
    .map((frame) => frame[key]?.chars.join("") ?? "")
    .join("");
