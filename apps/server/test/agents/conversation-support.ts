import type { TestServer } from "@chorus/testing";
import { GetConversationResponseModel } from "@elevenlabs/elevenlabs-js/dist/serialization/index.js";
import { expect } from "vitest";
import WebSocket from "ws";
import { sdkReadOptions } from "../sdk-read-options.ts";
import { type RecordedSocket, recordSocket } from "../websocket-support.ts";

/** A server frame of the conversation protocol, read field by field in assertions. */
// biome-ignore lint/suspicious/noExplicitAny: tests reach into whichever payload a frame's type carries
export type ConversationFrame = { type: string } & Record<string, any>;

export interface ConversationClient extends RecordedSocket<ConversationFrame> {
  ws: WebSocket;
  /** The subprotocol the server answered. */
  protocol: Promise<string>;
}

import { listenAddress } from "../websocket-support.ts";

export { listenAddress };

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

/**
 * A text conversation with `agentId` through a signed URL, as `account`: connected, initiated, and
 * the agent's first message received.
 */
export async function talkTo(
  server: TestServer,
  account: { accessToken: string },
  agentId: string,
  /** More of the client's first message (`dynamic_variables`, overrides …). */
  initiation: Record<string, unknown> = {},
): Promise<{ client: ConversationClient; id: string }> {
  const signed = await server.request("GET", `/v1/convai/conversation/get-signed-url?agent_id=${agentId}`, {
    token: account.accessToken,
  });
  const client = connectConversation(await listenAddress(server), signedQuery(signed.json().signed_url));
  client.send({ type: "conversation_initiation_client_data", ...initiation });
  const id = (await client.waitFor(ofType("conversation_initiation_metadata")))
    .conversation_initiation_metadata_event.conversation_id as string;
  await client.waitFor(ofType("agent_response"));
  return { client, id };
}

/** The conversation once it is over (it passes through "processing" while its credits settle), read with the SDK's schema. */
export async function endedConversationOf(
  server: TestServer,
  account: { accessToken: string; workspace: { id: string } },
  id: string,
) {
  await expect
    .poll(async () => (await server.ports.store.conversations.find(account.workspace.id, id))?.status, {
      timeout: 15_000,
    })
    .toBe("done");
  const response = await server.request("GET", `/v1/convai/conversations/${id}`, {
    token: account.accessToken,
  });
  return {
    json: response.json(),
    sdk: GetConversationResponseModel.parseOrThrow(response.json(), sdkReadOptions),
  };
}
