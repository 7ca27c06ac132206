import { messages, SessionTokensSchema } from "@chorus/contract";
import { REFRESH_TOKEN_REUSE_INTERVAL_MS } from "@chorus/domain";
import {
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, signInOverHttp } from "./support.ts";

describe.each(databaseKinds)("refresh, sign-out and session inactivity on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  async function signedIn() {
    const account = await createTestAccount(server);
    const response = await signInOverHttp(server, account.user.email, account.password);
    return { account, response, tokens: SessionTokensSchema.parse(response.json()) };
  }
  const getUser = (token: string) => server.request("GET", "/v1/user", { token });

  it("rotates refresh tokens, and reusing an old one ends the whole session", async () => {
    const { tokens } = await signedIn();
    const refreshed = await server.request("POST", "/v1/auth/token", {
      body: { refresh_token: tokens.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    const next = SessionTokensSchema.parse(refreshed.json());
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect((await getUser(next.access_token)).statusCode).toBe(200);

    // Past the reuse interval, the old token can only be a copy.
    server.clock.advance(REFRESH_TOKEN_REUSE_INTERVAL_MS + 1);
    const reused = await server.request("POST", "/v1/auth/token", {
      body: { refresh_token: tokens.refresh_token },
    });
    expectError(reused, 401, "session_expired", messages.sessionExpired);
    expectError(await getUser(next.access_token), 401, "session_expired");
    expectError(await getUser(tokens.access_token), 401, "session_expired");
    const newest = await server.request("POST", "/v1/auth/token", {
      body: { refresh_token: next.refresh_token },
    });
    expectError(newest, 401, "session_expired");
  });

  it("answers a retry with a just-exchanged token (an answer the browser lost) with a new pair, keeping the session", async () => {
    const { tokens } = await signedIn();
    const exchange = () =>
      server.request("POST", "/v1/auth/token", { body: { refresh_token: tokens.refresh_token } });
    const first = await exchange();
    expect(first.statusCode).toBe(200);
    server.clock.advance(5_000);
    const retry = await exchange();
    expect(retry.statusCode, retry.body).toBe(200);
    const retried = SessionTokensSchema.parse(retry.json());
    expect(retried.refresh_token).not.toBe(SessionTokensSchema.parse(first.json()).refresh_token);
    expect((await getUser(retried.access_token)).statusCode).toBe(200);
    expect((await getUser(SessionTokensSchema.parse(first.json()).access_token)).statusCode).toBe(200);

    // Two exchanges at once (two tabs) both succeed.
    const [a, b] = await Promise.all([
      server.request("POST", "/v1/auth/token", { body: { refresh_token: retried.refresh_token } }),
      server.request("POST", "/v1/auth/token", { body: { refresh_token: retried.refresh_token } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
  });

  it("refreshes from the httpOnly cookie when the body has no token", async () => {
    const { response } = await signedIn();
    const cookie = response.cookies.find((c) => c.name === "chorus_refresh")!;
    const refreshed = await server.request("POST", "/v1/auth/token", {
      body: {},
      cookies: { chorus_refresh: cookie.value },
    });
    expect(refreshed.statusCode).toBe(200);
    const body = refreshed.json();
    const rotated = refreshed.cookies.find((c) => c.name === "chorus_refresh");
    expect(rotated?.value).toBe(body.refresh_token);
    expect(rotated?.maxAge).toBe(server.config.tokens.refreshTtlDays * 86_400);
    expectError(await server.request("POST", "/v1/auth/token", { body: {} }), 401, "unauthorized");
    expectError(
      await server.request("POST", "/v1/auth/token", { body: { refresh_token: "not-a-token" } }),
      401,
      "session_expired",
    );
  });

  it("signs out: the cookie is cleared and both tokens stop working", async () => {
    const { tokens } = await signedIn();
    const out = await server.request("POST", "/v1/auth/sign-out", { token: tokens.access_token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: "ok" });
    const cleared = out.cookies.find((c) => c.name === "chorus_refresh");
    expect(cleared?.value).toBe("");
    expect(cleared?.path).toBe("/v1/auth");
    expectError(await getUser(tokens.access_token), 401, "session_expired");
    const refresh = await server.request("POST", "/v1/auth/token", {
      body: { refresh_token: tokens.refresh_token },
    });
    expectError(refresh, 401, "session_expired");
  });

  it("does not let an API key sign out (session-only operation)", async () => {
    const { account } = await signedIn();
    const key = await createTestApiKey(server, {
      workspaceId: account.workspace.id,
      userId: account.user.id,
    });
    const response = await server.request("POST", "/v1/auth/sign-out", { apiKey: key.secret });
    expectError(response, 403, "forbidden");
  });

  it("ends a session idle longer than the workspace's inactivity timeout", async () => {
    const { account, tokens } = await signedIn();
    await server.ports.store.workspaces.update(account.workspace.id, {
      sessionInactivityTimeoutSeconds: 300,
    });
    // Activity resets the timer: 4 idle minutes, a request, then 6 idle minutes (the token itself lives 15).
    server.clock.advanceMinutes(4);
    expect((await getUser(tokens.access_token)).statusCode).toBe(200);
    server.clock.advanceMinutes(4);
    expect((await getUser(tokens.access_token)).statusCode).toBe(200);
    server.clock.advanceMinutes(6);
    expectError(await getUser(tokens.access_token), 401, "session_expired", messages.sessionExpired);
    const refresh = await server.request("POST", "/v1/auth/token", {
      body: { refresh_token: tokens.refresh_token },
    });
    expectError(refresh, 401, "session_expired");
  });
});
