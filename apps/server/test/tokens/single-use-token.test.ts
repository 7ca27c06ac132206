import { authenticateSingleUseToken, isDomainError, sha256 } from "@chorus/domain";
import {
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const meta = { geo: {} };

describe.each(databaseKinds)("POST /v1/single-use-token/{token_type} on %s", (kind) => {
  let server: TestServer;
  let account: TestAccount;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { own: true });
    account = await createTestAccount(server);
  });
  afterAll(async () => server?.close());

  async function issue(tokenType: string, credentials: { apiKey?: string; token?: string }) {
    return server.request("POST", `/v1/single-use-token/${tokenType}`, credentials);
  }

  /** The error code a use of the token fails with, or "ok". */
  async function use(token: string, tokenType: "realtime_scribe" | "batch_scribe" | "tts_websocket") {
    try {
      await authenticateSingleUseToken(server.ports, token, tokenType, meta);
      return "ok";
    } catch (error) {
      if (isDomainError(error)) return error.status;
      throw error;
    }
  }

  it("issues a token stored only as its hash that acts as the issuing key's user, once", async () => {
    const key = await createTestApiKey(server, {
      workspaceId: account.workspace.id,
      userId: account.user.id,
    });
    const response = await issue("realtime_scribe", { apiKey: key.secret });
    expect(response.statusCode, response.body).toBe(200);
    const { token } = response.json();
    expect(token).toMatch(/^sutkn_[A-Za-z0-9_-]{32}$/);
    expect(
      await server.ports.store.singleUseTokens.consume(token, "realtime_scribe", new Date()),
    ).toBeUndefined();

    const ctx = await authenticateSingleUseToken(server.ports, token, "realtime_scribe", meta);
    expect(ctx.workspaceId).toBe(account.workspace.id);
    expect(ctx.userId).toBe(account.user.id);
    expect(ctx.actor).toMatchObject({ kind: "api_key", apiKeyId: key.id });
    expect(await use(token, "realtime_scribe")).toBe("invalid_single_use_token");
  });

  it("works from a signed-in session and through the official SDK", async () => {
    const fromSession = (await issue("batch_scribe", { token: account.accessToken })).json().token;
    const ctx = await authenticateSingleUseToken(server.ports, fromSession, "batch_scribe", meta);
    expect(ctx.actor.kind).toBe("user");
    expect(ctx.workspaceId).toBe(account.workspace.id);

    const key = await createTestApiKey(server, {
      workspaceId: account.workspace.id,
      userId: account.user.id,
    });
    const address = await server.listen();
    const client = new ElevenLabsClient({ apiKey: key.secret, baseUrl: address });
    const { token } = await client.tokens.singleUse.create("realtime_scribe");
    expect(await use(token, "realtime_scribe")).toBe("ok");
  });

  it("opens only its own type", async () => {
    const token = (await issue("realtime_scribe", { token: account.accessToken })).json().token;
    expect(await use(token, "tts_websocket")).toBe("invalid_single_use_token");
    expect(await use(token, "batch_scribe")).toBe("invalid_single_use_token");
    expect(await use(token, "realtime_scribe")).toBe("ok");
  });

  it("expires after 15 minutes", async () => {
    const fresh = (await issue("realtime_scribe", { token: account.accessToken })).json().token;
    const stale = (await issue("realtime_scribe", { token: account.accessToken })).json().token;
    server.clock.advanceMinutes(14);
    expect(await use(fresh, "realtime_scribe")).toBe("ok");
    server.clock.advanceMinutes(2);
    expect(await use(stale, "realtime_scribe")).toBe("invalid_single_use_token");
    // The next issue sweeps expired rows away (with a key: the session's access token expired too).
    const key = await createTestApiKey(server, {
      workspaceId: account.workspace.id,
      userId: account.user.id,
    });
    expect((await issue("realtime_scribe", { apiKey: key.secret })).statusCode).toBe(200);
    expect(
      await server.ports.store.singleUseTokens.consume(sha256(stale), "realtime_scribe", new Date(0)),
    ).toBeUndefined();
  });

  it("stops working when the issuing key is disabled or the session signed out", async () => {
    const key = await createTestApiKey(server, {
      workspaceId: account.workspace.id,
      userId: account.user.id,
    });
    const token = (await issue("realtime_scribe", { apiKey: key.secret })).json().token;
    await server.ports.store.apiKeys.update(key.id, { isEnabled: false });
    expect(await use(token, "realtime_scribe")).toBe("invalid_single_use_token");

    const other = await createTestAccount(server);
    const fromSession = (await issue("realtime_scribe", { token: other.accessToken })).json().token;
    expect(
      (await server.request("POST", "/v1/auth/sign-out", { token: other.accessToken })).statusCode,
    ).toBeLessThan(300);
    expect(await use(fromSession, "realtime_scribe")).toBe("invalid_single_use_token");
  });

  it("needs the permission of what the token opens, and refuses unknown types", async () => {
    const sttOnly = await createTestApiKey(server, {
      workspaceId: account.workspace.id,
      userId: account.user.id,
      permissions: ["speech_to_text"],
    });
    expect((await issue("realtime_scribe", { apiKey: sttOnly.secret })).statusCode).toBe(200);
    const refused = await issue("tts_websocket", { apiKey: sttOnly.secret });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail.status).toBe("missing_permissions");
    expect((await issue("music", { apiKey: sttOnly.secret })).statusCode).toBe(422);
    expect((await issue("realtime_scribe", {})).statusCode).toBe(401);
  });
});
