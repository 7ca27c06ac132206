/**
 * A crash never keeps money for work that was not delivered (issue 15, finding 2): a real Chorus
 * process is killed with SIGKILL while it streams a long generation, after a short one was fully
 * delivered. After the restart, once the killed generation's reservation lease has run out, the
 * worker refunds it: the ledger equals exactly what was delivered, and only the delivered generation
 * is in the history.
 */
import {
  createTestDatabase,
  databaseKinds,
  type StartedChorus,
  startChorusProcess,
  type TestDatabase,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emma } from "../text-to-speech/support.ts";

const apiKey = "sk_chorus_crash_safe_charges_key_0123456789";
const longText = "The lighthouse keeper counted seven ships before the storm arrived. "
  .repeat(74)
  .slice(0, 5_000);
const shortText = "A short generation that reaches its listener whole.";

async function credits(chorus: StartedChorus): Promise<number> {
  const response = await fetch(`${chorus.url}/v1/user/subscription`, { headers: { "xi-api-key": apiKey } });
  return ((await response.json()) as { character_count: number }).character_count;
}

async function historyTexts(chorus: StartedChorus): Promise<string[]> {
  const response = await fetch(`${chorus.url}/v1/history`, { headers: { "xi-api-key": apiKey } });
  return ((await response.json()) as { history: { text: string }[] }).history.map((item) => item.text);
}

const speak = (chorus: StartedChorus, text: string) =>
  fetch(`${chorus.url}/v1/text-to-speech/${emma.voiceId}/stream`, {
    method: "POST",
    headers: { "xi-api-key": apiKey, "content-type": "application/json" },
    body: JSON.stringify({ text }),
  });

describe.each(databaseKinds)("charges survive a crash on %s", (kind) => {
  let database: TestDatabase;
  let chorus: StartedChorus;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    chorus = await startChorusProcess({
      CHORUS_ADMIN_EMAIL: `crash-${kind}@example.com`,
      CHORUS_ADMIN_PASSWORD: "owner-password-1",
      CHORUS_ADMIN_API_KEY: apiKey,
      // A short lease so the test does not wait a minute for the worker to see the dead reservation.
      RESERVATION_LEASE_SECONDS: "2",
      // An enterprise workspace (still metered), so one request may hold 5,000 characters.
      CHORUS_BILLING: "off",
      LOG_LEVEL: "warn",
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    });
  });
  afterAll(async () => {
    await chorus?.stop();
    await database?.drop();
  });

  it("leaves the ledger equal to what was delivered after kill -9 mid-stream", async () => {
    const delivered = await speak(chorus, shortText);
    expect(delivered.status).toBe(200);
    await delivered.arrayBuffer();
    expect(await credits(chorus)).toBe(shortText.length);

    const interrupted = await speak(chorus, longText);
    expect(interrupted.status).toBe(200);
    const reader = interrupted.body!.getReader();
    const first = await reader.read();
    expect(first.value?.length).toBeGreaterThan(0);
    // Charged while it streams: the reservation counts at once.
    expect(await credits(chorus)).toBe(shortText.length + longText.length);

    await chorus.crash();
    await reader.cancel().catch(() => undefined);
    await chorus.restart();

    // The worker refunds the dead reservation once its lease has passed (at start-up or its next sweep).
    await expect.poll(() => credits(chorus), { timeout: 30_000, interval: 500 }).toBe(shortText.length);
    expect(await historyTexts(chorus)).toEqual([shortText]);
    expect(chorus.output()).toContain("refunded work that died with its process");
  }, 180_000);
});
