import { messages } from "@chorus/contract";
import {
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { characterCount } from "../credits/support.ts";
import { emma, speak } from "../text-to-speech/support.ts";
import { openSocket } from "../text-to-speech/websocket-support.ts";

const text = "Blocked until the invoice is paid.";

async function accountWith(
  server: TestServer,
  tier: string,
  subscriptionStatus: string,
): Promise<TestAccount> {
  const account = await createTestAccount(server);
  await server.ports.store.workspaces.update(account.workspace.id, { tier, subscriptionStatus });
  return account;
}

describe.each(databaseKinds)("payment problems block generation on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it.each([
    ["incomplete", "creator"],
    ["past_due", "pro"],
  ])("refuses a %s %s subscription with payment_required and charges nothing", async (status, tier) => {
    const account = await accountWith(server, tier, status);
    const response = await speak(server, account.accessToken, emma.voiceId, { text });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      detail: { status: "payment_required", message: messages.paymentProblem },
    });
    expect(await characterCount(server, account.accessToken)).toBe(0);
    const history = await server.request("GET", "/v1/history", { token: account.accessToken });
    expect(history.json().history).toHaveLength(0);
    // Text to dialogue goes through the same charge.
    const dialogue = await server.request("POST", "/v1/text-to-dialogue", {
      token: account.accessToken,
      body: { inputs: [{ text, voice_id: emma.voiceId }] },
    });
    expect(dialogue.statusCode).toBe(402);
    expect(await characterCount(server, account.accessToken)).toBe(0);
  });

  it("refuses a workspace whose free tier was disabled, with its own message", async () => {
    const account = await accountWith(server, "free", "free_disabled");
    const response = await speak(server, account.accessToken, emma.voiceId, { text });
    expect(response.statusCode).toBe(402);
    expect(response.json().detail).toEqual({
      status: "payment_required",
      message: messages.freeTierDisabled,
    });
    expect(await characterCount(server, account.accessToken)).toBe(0);
  });

  it("never blocks enterprise, and generation resumes once the payment problem is gone", async () => {
    const enterprise = await accountWith(server, "enterprise", "past_due");
    expect((await speak(server, enterprise.accessToken, emma.voiceId, { text })).statusCode).toBe(200);
    expect(await characterCount(server, enterprise.accessToken)).toBe(text.length);

    const account = await accountWith(server, "creator", "past_due");
    expect((await speak(server, account.accessToken, emma.voiceId, { text })).statusCode).toBe(402);
    await server.ports.store.workspaces.update(account.workspace.id, { subscriptionStatus: "active" });
    expect((await speak(server, account.accessToken, emma.voiceId, { text })).statusCode).toBe(200);
    expect(await characterCount(server, account.accessToken)).toBe(text.length);
  });

  it("ends a WebSocket generation with a payment_required error frame, without charging", async () => {
    const account = await accountWith(server, "creator", "past_due");
    const key = await createTestApiKey(server, {
      workspaceId: account.workspace.id,
      userId: account.user.id,
    });
    const socket = await openSocket(
      server,
      `/v1/text-to-speech/${emma.voiceId}/stream-input?output_format=pcm_16000`,
      {
        "xi-api-key": key.secret,
      },
    );
    socket.send({ text: " " });
    socket.send({ text: `${text} `, flush: true });
    const closed = await socket.closed;
    expect(closed.code).toBe(1008);
    expect(socket.frames.filter((frame) => typeof frame.audio === "string")).toHaveLength(0);
    expect(socket.frames.at(-1)).toMatchObject({
      error: "payment_required",
      code: 402,
      message: messages.paymentProblem,
    });
    expect(await characterCount(server, account.accessToken)).toBe(0);
  });
});

describe.each(databaseKinds)("payment problems with CHORUS_BILLING=off on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { CHORUS_BILLING: "off" });
  });
  afterAll(async () => server?.close());

  it("blocks nothing: billing is not this server's business", async () => {
    for (const [tier, status] of [
      ["creator", "past_due"],
      ["starter", "incomplete"],
      ["free", "free_disabled"],
    ] as const) {
      const account = await accountWith(server, tier, status);
      expect((await speak(server, account.accessToken, emma.voiceId, { text })).statusCode).toBe(200);
      expect(await characterCount(server, account.accessToken)).toBe(text.length);
    }
  });
});
