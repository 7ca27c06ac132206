import type { TestServer } from "@chorus/testing";
import type WebSocket from "ws";

/** Starts listening on a free local port (once per server) and answers its ws:// address. */
export async function listenAddress(server: TestServer): Promise<string> {
  return (await server.listen()).replace(/^http/, "ws");
}

export interface RecordedSocket<F> {
  /** Every JSON frame the server sent, from the first. */
  frames: F[];
  closed: Promise<{ code: number; reason: string }>;
  /** The first frame (already received or still to come) that matches; fails after `timeoutMs`. */
  waitFor(predicate: (frame: F) => boolean, timeoutMs?: number): Promise<F>;
  /** Sends a JSON message once the socket is open. */
  send(message: object): void;
  /** Sends text as it is once the socket is open (for frames that are not valid JSON). */
  sendRaw(text: string): void;
}

/**
 * Records a test client's socket: its frames kept from the first, waits that match frames already
 * received or still to come (a timeout names the kinds that did arrive, by `kindOf`), sends that
 * wait for the socket to open.
 */
export function recordSocket<F>(ws: WebSocket, kindOf: (frame: F) => unknown): RecordedSocket<F> {
  const frames: F[] = [];
  const waiters: { predicate: (frame: F) => boolean; resolve: (frame: F) => void }[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  ws.on("error", () => {});
  ws.on("message", (data) => {
    const frame = JSON.parse(data.toString()) as F;
    frames.push(frame);
    for (const waiter of [...waiters])
      if (waiter.predicate(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
  });
  const opened = new Promise<void>((resolve) => ws.once("open", () => resolve()));
  return {
    frames,
    closed,
    waitFor(predicate, timeoutMs = 30_000) {
      const seen = frames.find(predicate);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching frame arrived; got ${JSON.stringify(frames.map(kindOf))}`)),
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
    send: (message) => void opened.then(() => ws.send(JSON.stringify(message))),
    sendRaw: (text) => void opened.then(() => ws.send(text)),
  };
}
