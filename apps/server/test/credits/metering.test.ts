import { messages } from "@chorus/contract";
import { beginPaidWork, newId, refundCharge } from "@chorus/domain";
import {
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  ownerContext,
  startTestServer,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emma, speak } from "../text-to-speech/support.ts";
import { breakEngines, characterCount, presetUsage, spendCredits } from "./support.ts";

describe.each(databaseKinds)("text-to-speech credit metering on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it("charges ceil(characters × model factor) and reports the growing character_count", async () => {
    const { accessToken: token } = await createTestAccount(server);
    expect(await characterCount(server, token)).toBe(0);
    const text = "Hello there, friend."; // 20 characters
    expect((await speak(server, token, emma.voiceId, { text })).statusCode).toBe(200);
    expect(await characterCount(server, token)).toBe(20);
    const flash = await speak(server, token, emma.voiceId, {
      text: "Hi friend",
      model_id: "eleven_flash_v2_5",
    });
    expect(flash.statusCode).toBe(200);
    expect(await characterCount(server, token)).toBe(20 + Math.ceil(9 * 0.5));
    const user = await server.request("GET", "/v1/user", { token });
    expect(user.json().subscription.character_count).toBe(25);
    const history = await server.request("GET", "/v1/history", { token });
    const changes = history
      .json()
      .history.map((item: { character_count_change_from: number; character_count_change_to: number }) => [
        item.character_count_change_from,
        item.character_count_change_to,
      ]);
    expect(changes).toEqual([
      [20, 25],
      [0, 20],
    ]);
  });

  it("refuses a request over the free 10,000 credits before synthesis, without charging", async () => {
    const account = await createTestAccount(server);
    await presetUsage(server, account.workspace, 9_990);
    const response = await speak(server, account.accessToken, emma.voiceId, { text: "Eleven characters!" });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toEqual({
      status: "quota_exceeded",
      message: messages.insufficientCredits,
      character_used: 9_990,
      character_limit: 10_000,
    });
    expect(messages.insufficientCredits).toBe("Insufficient credits, upgrade to continue");
    expect(await characterCount(server, account.accessToken)).toBe(9_990);
    const history = await server.request("GET", "/v1/history", { token: account.accessToken });
    expect(history.json().history).toHaveLength(0);
    // Exactly up to the limit is still allowed.
    const fits = await speak(server, account.accessToken, emma.voiceId, { text: "0123456789" });
    expect(fits.statusCode).toBe(200);
    expect(await characterCount(server, account.accessToken)).toBe(10_000);
  });

  it("lets an active subscription with extension turned on go past its credits up to its tier's extra allowance", async () => {
    const account = await createTestAccount(server);
    await server.ports.store.workspaces.update(account.workspace.id, {
      tier: "creator",
      subscriptionStatus: "active",
      canExtendCharacterLimit: true,
    });
    await presetUsage(server, account.workspace, 100_000);
    const response = await speak(server, account.accessToken, emma.voiceId, { text: "Over the top." });
    expect(response.statusCode).toBe(200);
    expect(await characterCount(server, account.accessToken)).toBe(100_013);
    // Creator's extra allowance is 1,000 (spec 000 §9): 100,013 + 988 would pass 101,000.
    await presetUsage(server, account.workspace, 975);
    const past = await speak(server, account.accessToken, emma.voiceId, { text: "Over the top." });
    expect(past.statusCode).toBe(401);
    expect(past.json().detail).toMatchObject({ status: "quota_exceeded", character_used: 100_988 });
  });

  it("gives an active Starter no extension (no extra allowance, no usage-based billing)", async () => {
    const account = await createTestAccount(server);
    await server.ports.store.workspaces.update(account.workspace.id, {
      tier: "starter",
      subscriptionStatus: "active",
    });
    await presetUsage(server, account.workspace, 30_000);
    const response = await speak(server, account.accessToken, emma.voiceId, { text: "Over the top." });
    expect(response.statusCode).toBe(401);
    expect(await characterCount(server, account.accessToken)).toBe(30_000);
  });

  it("refunds a generation whose synthesis fails", async () => {
    const { accessToken: token } = await createTestAccount(server);
    const restore = breakEngines(server);
    try {
      const response = await speak(server, token, emma.voiceId, { text: "This will fail." });
      expect(response.statusCode).toBe(500);
    } finally {
      restore();
    }
    expect(await characterCount(server, token)).toBe(0);
    const streamed = await speak(server, token, emma.voiceId, { text: "Now it works." }, { path: "/stream" });
    expect(streamed.statusCode).toBe(200);
    expect(await characterCount(server, token)).toBe(13);
  });

  it("charges and refunds one request id at most once", async () => {
    const account = await createTestAccount(server);
    const ctx = ownerContext(server, account);
    const requestId = newId();
    const order = { requestId, cost: 100, product: "text_to_speech" } as const;
    const first = await beginPaidWork(ctx, order);
    const again = await beginPaidWork(ctx, order);
    expect(again.countChange).toBeUndefined();
    expect(await characterCount(server, account.accessToken)).toBe(100);
    await first.end();
    await again.end();
    await refundCharge(ctx, requestId);
    expect(await characterCount(server, account.accessToken)).toBe(0);
    // A request id that was never charged refunds nothing.
    expect(await refundCharge(ctx, newId())).toBe(false);
    expect(await characterCount(server, account.accessToken)).toBe(0);
  });

  it("never lets parallel charges take the count past the limit", async () => {
    const account = await createTestAccount(server);
    await presetUsage(server, account.workspace, 9_000);
    const ctx = ownerContext(server, account);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => spendCredits(ctx, 300)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    for (const result of results.filter((r) => r.status === "rejected")) {
      expect((result as PromiseRejectedResult).reason.status).toBe("quota_exceeded");
    }
    expect(await characterCount(server, account.accessToken)).toBe(9_900);
  });

  it("enforces an API key's character_limit and keeps its character_count", async () => {
    const account = await createTestAccount(server);
    const key = await createTestApiKey(server, {
      workspaceId: account.workspace.id,
      userId: account.user.id,
    });
    await server.ports.store.apiKeys.update(key.id, { characterLimit: 10 });
    const say = (text: string) =>
      server.request("POST", `/v1/text-to-speech/${emma.voiceId}`, { apiKey: key.secret, body: { text } });
    expect((await say("Hi there.")).statusCode).toBe(200);
    const stored = await server.ports.store.apiKeys.findInWorkspace(account.workspace.id, key.id);
    expect(stored?.characterCount).toBe(9);
    const refused = await say("Too long");
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toMatchObject({
      status: "quota_exceeded",
      message: messages.insufficientCredits,
      character_used: 9,
      character_limit: 10,
    });
    expect(await characterCount(server, account.accessToken)).toBe(9);
  });
});
