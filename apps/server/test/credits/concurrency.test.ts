import { messages } from "@chorus/contract";
import { generationConcurrencyKey, InProcessConcurrencyLimiter } from "@chorus/domain";
import { createTestAccount, databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emma, speak } from "../text-to-speech/support.ts";
import { characterCount } from "./support.ts";

describe.each(databaseKinds)("text-to-speech concurrency limits on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it("reports the concurrency headers on every generation", async () => {
    const { accessToken: token } = await createTestAccount(server);
    const response = await speak(server, token, emma.voiceId, { text: "Hello." });
    expect(response.statusCode).toBe(200);
    expect(response.headers["current-concurrent-requests"]).toBe("1");
    expect(response.headers["maximum-concurrent-requests"]).toBe("2");
    const flash = await speak(server, token, emma.voiceId, { text: "Hello.", model_id: "eleven_flash_v2_5" });
    expect(flash.headers["maximum-concurrent-requests"]).toBe("4");
  });

  it("answers 429 after a short wait when the free tier's 2 slots are busy, without charging", async () => {
    const account = await createTestAccount(server);
    const key = generationConcurrencyKey(account.workspace.id, "standard");
    const held = [
      await server.ports.concurrency.acquire(key, 2, 0),
      await server.ports.concurrency.acquire(key, 2, 0),
    ];
    try {
      const started = Date.now();
      const response = await speak(server, account.accessToken, emma.voiceId, { text: "Let me in." });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
      expect(response.statusCode).toBe(429);
      expect(response.json().detail).toMatchObject({
        status: "too_many_concurrent_requests",
        message: messages.concurrencyLimitExceeded,
      });
      expect(messages.concurrencyLimitExceeded).toBe("Concurrency limit exceeded");
      expect(response.headers["current-concurrent-requests"]).toBe("2");
      expect(response.headers["maximum-concurrent-requests"]).toBe("2");
      // Turbo models count in their own group, with twice the slots.
      const flash = await speak(server, account.accessToken, emma.voiceId, {
        text: "Me too.",
        model_id: "eleven_flash_v2_5",
      });
      expect(flash.statusCode).toBe(200);
    } finally {
      for (const slot of held) slot?.release();
    }
    expect(await characterCount(server, account.accessToken)).toBe(Math.ceil(7 * 0.5));
    const after = await speak(server, account.accessToken, emma.voiceId, { text: "Now?" });
    expect(after.statusCode).toBe(200);
  });

  it("admits a waiting request as soon as a slot is released", async () => {
    const account = await createTestAccount(server);
    const key = generationConcurrencyKey(account.workspace.id, "standard");
    const first = await server.ports.concurrency.acquire(key, 2, 0);
    const second = await server.ports.concurrency.acquire(key, 2, 0);
    setTimeout(() => first?.release(), 300);
    const response = await speak(server, account.accessToken, emma.voiceId, { text: "Waiting." });
    second?.release();
    expect(response.statusCode).toBe(200);
    expect(response.headers["current-concurrent-requests"]).toBe("2");
  });

  it("frees slots when responses end, whether they succeed or fail", async () => {
    const account = await createTestAccount(server);
    const key = generationConcurrencyKey(account.workspace.id, "standard");
    for (let i = 0; i < 3; i++) {
      expect((await speak(server, account.accessToken, emma.voiceId, { text: "Again." })).statusCode).toBe(
        200,
      );
    }
    expect((await speak(server, account.accessToken, "noSuchVoice00000000", { text: "x" })).statusCode).toBe(
      404,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.ports.concurrency.inUse(key)).toBe(0);
  });
});

describe("InProcessConcurrencyLimiter", () => {
  it("serves waiters first in, first out and gives up after the wait", async () => {
    const limiter = new InProcessConcurrencyLimiter();
    const held = await limiter.acquire("w", 1, 0);
    expect(held?.current).toBe(1);
    const order: string[] = [];
    const a = limiter.acquire("w", 1, 1_000).then((slot) => {
      order.push("a");
      return slot;
    });
    const b = limiter.acquire("w", 1, 1_000).then((slot) => {
      order.push("b");
      return slot;
    });
    expect(await limiter.acquire("w", 1, 0)).toBeUndefined();
    held?.release();
    held?.release(); // idempotent
    const slotA = await a;
    expect(limiter.inUse("w")).toBe(1);
    slotA?.release();
    (await b)?.release();
    expect(order).toEqual(["a", "b"]);
    expect(limiter.inUse("w")).toBe(0);
    const blocker = await limiter.acquire("w", 1, 0);
    expect(await limiter.acquire("w", 1, 50)).toBeUndefined();
    blocker?.release();
    expect(limiter.inUse("w")).toBe(0);
  });
});
