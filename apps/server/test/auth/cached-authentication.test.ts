import { newId, premadeVoices, setWorkspaceTier } from "@chorus/domain";
import {
  addTestMember,
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The reads that authenticate every request (API key, session, user, member, workspace) are cached
// for a few seconds (adapters/db/read-cache). Each test first makes a request so the reads are
// cached, then changes something: the very next request must see the change.
describe.each(databaseKinds)("cached authentication reads on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  const getUser = (apiKey: string) => server.request("GET", "/v1/user", { apiKey });

  it("refuses a key on the request right after it was disabled", async () => {
    const owner = await createTestAccount(server);
    const key = await createTestApiKey(server, { workspaceId: owner.workspace.id, userId: owner.user.id });
    expect((await getUser(key.secret)).statusCode).toBe(200);
    const disable = await server.request("PATCH", `/v1/workspace/api-keys/${key.id}`, {
      token: owner.accessToken,
      body: { is_enabled: false },
    });
    expect(disable.statusCode).toBe(200);
    const refused = await getUser(key.secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail.status).toBe("api_key_disabled");
  });

  it("refuses a key on the request right after it was deleted", async () => {
    const owner = await createTestAccount(server);
    const key = await createTestApiKey(server, { workspaceId: owner.workspace.id, userId: owner.user.id });
    expect((await getUser(key.secret)).statusCode).toBe(200);
    const removed = await server.request("DELETE", `/v1/workspace/api-keys/${key.id}`, {
      token: owner.accessToken,
    });
    expect(removed.statusCode).toBe(200);
    expect((await getUser(key.secret)).statusCode).toBe(401);
  });

  it("narrows a key's permissions on the next request", async () => {
    const owner = await createTestAccount(server);
    const key = await createTestApiKey(server, { workspaceId: owner.workspace.id, userId: owner.user.id });
    expect((await getUser(key.secret)).statusCode).toBe(200);
    const narrowed = await server.request("PATCH", `/v1/workspace/api-keys/${key.id}`, {
      token: owner.accessToken,
      body: { is_enabled: true, permissions: ["models_read"] },
    });
    expect(narrowed.statusCode).toBe(200);
    expect((await getUser(key.secret)).statusCode).toBe(403);
  });

  it("refuses a removed member's key and session on the next request", async () => {
    const owner = await createTestAccount(server);
    const member = await createTestAccount(server);
    const { accessToken } = await addTestMember(server, owner.workspace.id, member.user.id, "editor");
    const key = await createTestApiKey(server, { workspaceId: owner.workspace.id, userId: member.user.id });
    expect((await getUser(key.secret)).statusCode).toBe(200);
    expect((await server.request("GET", "/v1/user", { token: accessToken })).statusCode).toBe(200);
    const removed = await server.request("POST", "/v1/workspace/members/remove", {
      token: owner.accessToken,
      body: { email: member.user.email },
    });
    expect(removed.statusCode).toBe(200);
    const refused = await getUser(key.secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail.status).toBe("invalid_api_key");
    expect((await server.request("GET", "/v1/user", { token: accessToken })).statusCode).toBe(401);
  });

  it("locks a member: their key is refused on the next request", async () => {
    const owner = await createTestAccount(server);
    const member = await createTestAccount(server);
    await addTestMember(server, owner.workspace.id, member.user.id, "editor");
    const key = await createTestApiKey(server, { workspaceId: owner.workspace.id, userId: member.user.id });
    expect((await getUser(key.secret)).statusCode).toBe(200);
    const lock = await server.request("POST", "/v1/workspace/members", {
      token: owner.accessToken,
      body: { email: member.user.email, is_locked: true },
    });
    expect(lock.statusCode).toBe(200);
    const refused = await getUser(key.secret);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail.status).toBe("account_locked");
  });

  it("reports a plan change on the next request", async () => {
    const owner = await createTestAccount(server);
    const key = await createTestApiKey(server, { workspaceId: owner.workspace.id, userId: owner.user.id });
    const before = await getUser(key.secret);
    expect(before.json().subscription.tier).toBe("free");
    await setWorkspaceTier({ ports: server.ports }, { workspaceId: owner.workspace.id, tier: "pro" });
    const after = await getUser(key.secret);
    expect(after.json().subscription.tier).toBe("pro");
  });

  it("reports a generation's credits and a voice operation on the next request", async () => {
    // The subscription's usage (credit period totals, voice slots and operations) is cached too, apart
    // from the identity reads: a charge must show at once, and must not send authentication to the database.
    const owner = await createTestAccount(server);
    const key = await createTestApiKey(server, { workspaceId: owner.workspace.id, userId: owner.user.id });
    const before = (await getUser(key.secret)).json().subscription;
    const spoken = await server.request(
      "POST",
      `/v1/text-to-speech/${premadeVoices[0]!.voiceId}?output_format=pcm_16000`,
      { apiKey: key.secret, body: { text: "Hello there." } },
    );
    expect(spoken.statusCode, spoken.body).toBe(200);
    const charged = (await getUser(key.secret)).json().subscription;
    expect(charged.character_count).toBe(before.character_count + "Hello there.".length);

    await server.ports.store.customVoices.recordOperation({
      id: newId(),
      workspaceId: owner.workspace.id,
      voiceId: newId(),
      kind: "add",
      createdAt: server.clock.now(),
    });
    const counted = (await getUser(key.secret)).json().subscription;
    expect(counted.voice_add_edit_counter).toBe(before.voice_add_edit_counter + 1);
  });

  it("speaks with a voice's new settings on the next generation", async () => {
    const owner = await createTestAccount(server);
    const voiceId = premadeVoices.find((voice) => voice.engine.engine === "espeak")!.voiceId;
    const speak = async () => {
      const response = await server.request("POST", `/v1/text-to-speech/${voiceId}?output_format=pcm_16000`, {
        token: owner.accessToken,
        body: { text: "The same short sentence, twice.", seed: 1 },
      });
      expect(response.statusCode).toBe(200);
      return response.rawPayload.length;
    };
    const before = await speak();
    const edited = await server.request("POST", `/v1/voices/${voiceId}/settings/edit`, {
      token: owner.accessToken,
      body: { stability: 0.5, similarity_boost: 0.75, speed: 1.2 },
    });
    expect(edited.statusCode).toBe(200);
    // Faster speech is shorter: the generation read the new settings, not the cached ones.
    expect(await speak()).toBeLessThan(before * 0.92);
  });

  it("refuses a session's bearer token on the request right after sign-out", async () => {
    const owner = await createTestAccount(server);
    expect((await server.request("GET", "/v1/user", { token: owner.accessToken })).statusCode).toBe(200);
    const out = await server.request("POST", "/v1/auth/sign-out", { token: owner.accessToken });
    expect(out.statusCode).toBe(200);
    const refused = await server.request("GET", "/v1/user", { token: owner.accessToken });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail.status).toBe("session_expired");
  });

  it("answers with a copy: a verb that changes a record it read does not change what others read", async () => {
    const owner = await createTestAccount(server);
    const first = await server.ports.store.users.findById(owner.user.id);
    first!.firstName = "changed in memory only";
    const second = await server.ports.store.users.findById(owner.user.id);
    expect(second!.firstName).not.toBe("changed in memory only");
  });
});
