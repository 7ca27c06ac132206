import WebSocket from "ws";
import { type RecordedSocket, recordSocket } from "../websocket-support.ts";

/** A server frame of the conversation protocol, read field by field in assertions. */
// biome-ignore lint/suspicious/noExplicitAny: tests reach into whichever payload a frame's type carries
export type ConversationFrame = { type: string } & Record<string, any>;

export interface ConversationClient extends RecordedSocket<ConversationFrame> {
  ws: WebSocket;
  /** The subprotocol the server answered. */
  protocol: Promise<string>;
}

export { listenAddress } from "../websocket-support.ts";

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
  const recorded = recordSocket<ConversationFrame>(ws, (frame) => frame.type);
  const opened = new Promise<void>((resolve) => ws.once("open", () => resolve()));
  return { ws, protocol: opened.then(() => ws.protocol), ...recorded };
}

export const ofType = (type: string) => (frame: ConversationFrame) => frame.type === type;

/** The signed URL's query (its host is the server's public address, not the test listener's). */
export function signedQuery(signedUrl: string): Record<string, string> {
  return Object.fromEntries(new URL(signedUrl).searchParams);
}
