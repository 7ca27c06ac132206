/**
 * A kill -9 in the middle of a call (issue 18, done-when): the conversation ends `failed` with what
 * was said so far, and the workspace is charged only for the seconds the call had recorded, exactly
 * once. A real Chorus process is killed with SIGKILL during a conversation and restarted; its worker
 * finds the call's heartbeat stopped and its reservation's lease run out.
 *
 * @run-first: it mostly waits for processes and leases.
 */
import {
  createTestDatabase,
  databaseKinds,
  type StartedChorus,
  startChorusProcess,
  type TestDatabase,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectConversation, ofType, signedQuery } from "./conversation-support.ts";

const apiKey = "sk_chorus_conversation_crash_key_0123456789";

// biome-ignore lint/suspicious/noExplicitAny: the answers are read field by field in assertions
type Json = Record<string, any>;

const api = async (chorus: StartedChorus, method: string, path: string, body?: unknown): Promise<Json> => {
  const response = await fetch(`${chorus.url}${path}`, {
    method,
    headers: { "xi-api-key": apiKey, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as Json;
};

const credits = async (chorus: StartedChorus) =>
  (await api(chorus, "GET", "/v1/user/subscription")).character_count as number;

describe.each(databaseKinds)("a conversation survives a crash on %s", (kind) => {
  let database: TestDatabase;
  let chorus: StartedChorus;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    chorus = await startChorusProcess({
      CHORUS_ADMIN_EMAIL: `conversation-crash-${kind}@example.com`,
      CHORUS_ADMIN_PASSWORD: "owner-password-1",
      CHORUS_ADMIN_API_KEY: apiKey,
      RESERVATION_LEASE_SECONDS: "2",
      LOG_LEVEL: "warn",
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    });
  });
  afterAll(async () => {
    await chorus?.stop();
    await database?.drop();
  });

  it("ends a killed call as failed with its transcript and charges only the seconds it had", async () => {
    const { agent_id: agentId } = await api(chorus, "POST", "/v1/convai/agents/create", {
      conversation_config: {
        agent: {
          first_message: "Crumb Bakery, how can I help?",
          prompt: { prompt: "Crumb Bakery opens at 7 am and closes at 6 pm every day." },
        },
        conversation: { text_only: true },
        turn: { turn_timeout: -1 },
      },
    });
    const before = await credits(chorus);
    const { signed_url: signedUrl } = await api(
      chorus,
      "GET",
      `/v1/convai/conversation/get-signed-url?agent_id=${agentId}`,
    );
    const client = connectConversation(chorus.url.replace(/^http/, "ws"), signedQuery(signedUrl));
    client.send({ type: "conversation_initiation_client_data" });
    const conversationId = (await client.waitFor(ofType("conversation_initiation_metadata")))
      .conversation_initiation_metadata_event.conversation_id as string;
    await client.waitFor(ofType("agent_response"));
    client.send({ type: "user_message", text: "When do you open?" });
    await client.waitFor(
      (frame) =>
        frame.type === "agent_response" && frame.agent_response_event.agent_response.includes("7 am"),
    );
    // Past the first 5-second heartbeat, which records the use so far.
    await new Promise((resolve) => setTimeout(resolve, 6_500));

    await chorus.crash();
    await client.closed;
    await chorus.restart();

    await expect
      .poll(async () => (await api(chorus, "GET", `/v1/convai/conversations/${conversationId}`)).status, {
        timeout: 60_000,
        interval: 1_000,
      })
      .toBe("failed");
    const conversation = await api(chorus, "GET", `/v1/convai/conversations/${conversationId}`);
    expect(conversation.transcript.map((turn: { role: string }) => turn.role)).toEqual([
      "agent",
      "user",
      "agent",
    ]);
    expect(conversation.transcript[2].message).toContain("7 am");
    expect(conversation.metadata.termination_reason).toBe("the server stopped during the call");
    const seconds = conversation.metadata.call_duration_secs as number;
    expect(seconds).toBeGreaterThanOrEqual(5);
    expect(seconds).toBeLessThanOrEqual(8);
    const cost = Math.ceil((seconds * 1000) / 60);
    expect(conversation.metadata.cost).toBe(cost);
    // The reservation's unused rest comes back once its lease has run out: the ledger holds the seconds used.
    await expect.poll(() => credits(chorus), { timeout: 30_000, interval: 500 }).toBe(before + cost);
  }, 180_000);
});
