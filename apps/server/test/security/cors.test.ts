import { allOperations } from "@chorus/contract";
import {
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const origin = "https://studio.example";
/** What the official SDK sends on every call (@elevenlabs/elevenlabs-js BaseClient), lower-cased as browsers list them. */
const sdkHeaders = [
  "content-type",
  "user-agent",
  "x-fern-language",
  "x-fern-runtime",
  "x-fern-runtime-version",
  "x-fern-sdk-name",
  "x-fern-sdk-version",
  "xi-api-key",
];

const listOf = (value: unknown) =>
  String(value ?? "")
    .split(",")
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

describe.each(databaseKinds)("CORS on %s", (kind) => {
  let server: TestServer;
  let account: TestAccount;
  let apiKey: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    account = await createTestAccount(server);
    ({ secret: apiKey } = await createTestApiKey(server, {
      workspaceId: account.workspace.id,
      userId: account.user.id,
    }));
  });
  afterAll(async () => server?.close());

  const preflight = (method: string, url: string, requestHeaders = sdkHeaders) =>
    server.app.inject({
      method: "OPTIONS",
      url,
      headers: {
        origin,
        "access-control-request-method": method,
        "access-control-request-headers": requestHeaders.join(","),
      },
    });

  it("answers a preflight for an API-key operation with the SDK's headers allowed, without credentials", async () => {
    const response = await preflight("GET", "/v1/user");
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(listOf(response.headers["access-control-allow-methods"])).toEqual(
      expect.arrayContaining(["get", "post", "delete", "patch"]),
    );
    expect(listOf(response.headers["access-control-allow-headers"])).toEqual(
      expect.arrayContaining([...sdkHeaders, "authorization"]),
    );
    expect(Number(response.headers["access-control-max-age"])).toBeGreaterThan(0);
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("lets another origin call GET /v1/user with xi-api-key and read the answer, errors included", async () => {
    const response = await server.request("GET", "/v1/user", { apiKey, headers: { origin } });
    expect(response.statusCode).toBe(200);
    expect(response.json().user_id).toBe(account.user.id);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
    expect(listOf(response.headers["access-control-expose-headers"])).toEqual(
      expect.arrayContaining([
        "request-id",
        "history-item-id",
        "character-cost",
        "current-concurrent-requests",
        "maximum-concurrent-requests",
        "retry-after",
        "x-chorus-sound-recipe",
        "x-chorus-voice-conversion",
      ]),
    );

    // A refused key still answers readably, so the SDK can show the ElevenLabs error.
    const refused = await server.request("GET", "/v1/user", { apiKey: "sk_wrong", headers: { origin } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["access-control-allow-origin"]).toBe("*");
    expect(refused.json().detail.status).toBeTruthy();
  });

  it("gives no CORS to the session-only routes, the refresh-token cookie's routes or credential-less actions", async () => {
    // Session only (account security): the web app's bearer token, never another origin.
    const enrol = await preflight("POST", "/v1/user/mfa/totp/enroll", ["authorization", "content-type"]);
    expect(enrol.headers["access-control-allow-origin"]).toBeUndefined();
    expect(enrol.statusCode).toBe(404);
    expect(enrol.json().detail.status).toBe("not_found");
    const invoices = await server.request("GET", "/v1/billing/invoices", {
      token: account.accessToken,
      headers: { origin },
    });
    expect(invoices.statusCode).toBe(200);
    expect(invoices.headers["access-control-allow-origin"]).toBeUndefined();

    // The refresh cookie's routes: the browser would add the cookie by itself.
    const refresh = await preflight("POST", "/v1/auth/token", ["content-type"]);
    expect(refresh.headers["access-control-allow-origin"]).toBeUndefined();
    const refreshed = await server.app.inject({
      method: "POST",
      url: "/v1/auth/token",
      headers: { origin },
      cookies: { chorus_refresh: account.refreshToken },
      payload: {},
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers["access-control-allow-origin"]).toBeUndefined();

    // A mail sent without any credential is the web app's flow, not something other sites drive.
    const reset = await preflight("POST", "/v1/user/send-password-reset-email", ["content-type"]);
    expect(reset.headers["access-control-allow-origin"]).toBeUndefined();
    // A public read is open to everyone, other sites included.
    const defaults = await server.request("GET", "/v1/voices/settings/default", { headers: { origin } });
    expect(defaults.statusCode).toBe(200);
    expect(defaults.headers["access-control-allow-origin"]).toBe("*");
  });

  it("decides every operation of the contract: API-key operations and public reads allowed, no others", async () => {
    const wrong: string[] = [];
    for (const operation of allOperations) {
      const url = operation.path.replace(/\{\w+\}/g, "some-id");
      const response = await preflight(operation.method, url, ["xi-api-key", "content-type"]);
      const expected =
        !operation.path.startsWith("/v1/auth/") &&
        (operation.auth.kind === "any" || (operation.auth.kind === "public" && operation.method === "GET"));
      const allowed = response.headers["access-control-allow-origin"] === "*";
      if (allowed !== expected)
        wrong.push(`${operation.method} ${operation.path}: ${allowed ? "allowed" : "refused"}`);
    }
    expect(wrong).toEqual([]);
  });

  it("gives no CORS to the web app, the docs or the health check", async () => {
    for (const url of ["/app/home", "/docs/", "/health", "/openapi.json"]) {
      const response = await server.request("GET", url, { headers: { origin } });
      expect(response.headers["access-control-allow-origin"], url).toBeUndefined();
    }
  });
});
