import type { TestServer } from "@chorus/testing";
import WebSocket from "ws";

/** A server frame of the conversation protocol, read field by field in assertions. */
// biome-ignore lint/suspicious/noExplicitAny: tests reach into whichever payload a frame's type carries
export type ConversationFrame = { type: string } & Record<string, any>;

export interface ConversationClient {
  ws: WebSocket;
  frames: ConversationFrame[];
  /** The subprotocol the server answered. */
  protocol: Promise<string>;
  closed: Promise<{ code: number; reason: string }>;
  waitFor(predicate: (frame: ConversationFrame) => boolean, timeoutMs?: number): Promise<ConversationFrame>;
  send(message: object): void;
  sendRaw(text: string): void;
}

/** Starts listening on a free local port (once per server) and answers its ws:// address. */
export async function listenAddress(server: TestServer): Promise<string> {
  const address = server.app.server.address();
  if (address && typeof address === "object") return `ws://127.0.0.1:${address.port}`;
  const http = await server.app.listen({ port: 0, host: "127.0.0.1" });
  return http.replace(/^http/, "ws");
}

/** Connects to `/v1/convai/conversation?{query}` as `@elevenlabs/client` does (the `convai` subprotocol). */
export function connectConversation(
  base: string,
  query: Record<string, string>,
  options: { headers?: Record<string, string>; protocols?: string[] } = {},
): ConversationClient {
  const ws = new WebSocket(
    `${base}/v1/convai/conversation?${new URLSearchParams(query)}`,
    options.protocols ?? ["convai"],
    { headers: options.headers ?? {} },
  );
  const frames: ConversationFrame[] = [];
  const waiters: {
    predicate: (frame: ConversationFrame) => boolean;
    resolve: (frame: ConversationFrame) => void;
  }[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  ws.on("error", () => {});
  ws.on("message", (data) => {
    const frame = JSON.parse(data.toString()) as ConversationFrame;
    frames.push(frame);
    for (const waiter of [...waiters])
      if (waiter.predicate(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
  });
  const opened = new Promise<void>((resolve) => ws.once("open", () => resolve()));
  return {
    ws,
    frames,
    protocol: opened.then(() => ws.protocol),
    closed,
    waitFor(predicate, timeoutMs = 30_000) {
      const seen = frames.find(predicate);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(new Error(`no matching frame arrived; got ${JSON.stringify(frames.map((f) => f.type))}`)),
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

export const ofType = (type: string) => (frame: ConversationFrame) => frame.type === type;

/** The signed URL's query (its host is the server's public address, not the test listener's). */
export function signedQuery(signedUrl: string): Record<string, string> {
  return Object.fromEntries(new URL(signedUrl).searchParams);
}
