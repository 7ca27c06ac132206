import { messages } from "@chorus/contract";
import { createTestAccount, databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { presetUsage } from "../credits/support.ts";
import { emma, speak } from "../text-to-speech/support.ts";
import { readSubscriptionAsSdk } from "./support.ts";

const text = "Past the free plan's credits.";

async function nearlyExhaustedFreeAccount(server: TestServer) {
  const account = await createTestAccount(server);
  await presetUsage(server, account.workspace, 9_995);
  return account;
}

describe.each(databaseKinds)("CHORUS_BILLING=off on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { CHORUS_BILLING: "off" });
  });
  afterAll(async () => server?.close());

  it("lets a free workspace generate past 10,000 credits and reports it as an active enterprise subscription", async () => {
    const account = await nearlyExhaustedFreeAccount(server);
    const token = account.accessToken;
    expect((await speak(server, token, emma.voiceId, { text })).statusCode).toBe(200);
    expect((await speak(server, token, emma.voiceId, { text })).statusCode).toBe(200);

    const response = await server.request("GET", "/v1/user/subscription", { token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      tier: "enterprise",
      status: "active",
      character_count: 9_995 + 2 * text.length,
      current_overage: { amount: "0.00" },
      next_invoice: null,
    });
    expect(body.character_count).toBeGreaterThan(10_000);
    readSubscriptionAsSdk(body);

    // GET /v1/user reports the same, and enterprise-only gates open (44.1 kHz PCM needs Pro).
    const user = (await server.request("GET", "/v1/user", { token })).json();
    expect(user.subscription).toMatchObject({ tier: "enterprise", status: "active" });
    const hiFi = await speak(
      server,
      token,
      emma.voiceId,
      { text: "Hi." },
      { query: "output_format=pcm_44100" },
    );
    expect(hiFi.statusCode).toBe(200);

    // Seats follow the enterprise plan too: a stored-free workspace may invite its team.
    const invite = await server.request("POST", "/v1/workspace/invites/add", {
      token,
      body: { email: `teammate-${account.workspace.id}@example.com` },
    });
    expect(invite.statusCode).toBe(200);
    const workspace = (await server.request("GET", "/v1/workspace", { token })).json();
    expect(workspace).toMatchObject({ max_seats: 25, seats_used: 2 });

    // Nothing was written to the workspace: its stored subscription is still free.
    const stored = await server.ports.store.workspaces.findById(account.workspace.id);
    expect(stored).toMatchObject({ tier: "free", subscriptionStatus: "free" });
  });
});

describe.each(databaseKinds)("CHORUS_BILLING=on (the default) on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it("refuses the same generation with quota_exceeded and reports the free plan", async () => {
    const account = await nearlyExhaustedFreeAccount(server);
    const response = await speak(server, account.accessToken, emma.voiceId, { text });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toMatchObject({
      status: "quota_exceeded",
      message: messages.insufficientCredits,
    });
    const subscription = await server.request("GET", "/v1/user/subscription", { token: account.accessToken });
    expect(subscription.json()).toMatchObject({ tier: "free", status: "free", character_count: 9_995 });
  });
});
