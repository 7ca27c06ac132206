import {
  createTestDatabase,
  databaseKinds,
  type StartedChorus,
  startChorusProcess,
  type TestDatabase,
} from "@chorus/testing";
import { ElevenLabsClient, ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const adminApiKey = "sk_chorus_e2e_bootstrap_key_0123456789";

/**
 * The acceptance check: the official SDK, pointed at a Chorus process started from the
 * entry point, reads the user and subscription — on the embedded database and on a fresh PostgreSQL database.
 */
describe.each(databaseKinds)("official @elevenlabs/elevenlabs-js client against Chorus on %s", (kind) => {
  let chorus: StartedChorus;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    chorus = await startChorusProcess({
      CHORUS_ADMIN_EMAIL: "owner@example.com",
      CHORUS_ADMIN_PASSWORD: "owner-password-1",
      CHORUS_ADMIN_API_KEY: adminApiKey,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    });
  });
  afterAll(async () => {
    await chorus?.stop();
    await database?.drop();
  });

  it("restarting keeps the bootstrap owner and key (idempotent)", async () => {
    await chorus.restart();
    const client = new ElevenLabsClient({ apiKey: adminApiKey, baseUrl: chorus.url, maxRetries: 0 });
    const user = await client.user.get();
    expect(user.workspaceId).toBeTruthy();
    expect(chorus.output()).not.toContain(adminApiKey);
    expect(chorus.output()).not.toContain("owner-password-1");
  });

  it("user.get() and user.subscription.get() succeed with the bootstrap key", async () => {
    const client = new ElevenLabsClient({ apiKey: adminApiKey, baseUrl: chorus.url, maxRetries: 0 });
    const user = await client.user.get();
    expect(user.userId).toBeTruthy();
    expect(user.subscription.tier).toBe("free");
    expect(user.isOnboardingCompleted).toBe(true);
    const subscription = await client.user.subscription.get();
    expect(subscription.characterLimit).toBe(10_000);
    expect(subscription.status).toBe("free");
  });

  it("a wrong key gets 401 invalid_api_key", async () => {
    const client = new ElevenLabsClient({ apiKey: "sk_wrong", baseUrl: chorus.url, maxRetries: 0 });
    const error = await client.user.get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ElevenLabsError);
    expect((error as ElevenLabsError).statusCode).toBe(401);
    expect((error as ElevenLabsError).body).toEqual({
      detail: { status: "invalid_api_key", message: "Invalid API key" },
    });
  });

  it("models.list() answers", async () => {
    const client = new ElevenLabsClient({ apiKey: adminApiKey, baseUrl: chorus.url, maxRetries: 0 });
    expect(Array.isArray(await client.models.list())).toBe(true);
  });
});
