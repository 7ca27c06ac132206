import { generateKeyPairSync } from "node:crypto";
import { schema } from "@chorus/adapters/db";
import { messages } from "@chorus/contract";
import {
  addTestMember,
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import {
  ListAuthConnectionsResponse,
  workspace,
} from "@elevenlabs/elevenlabs-js/dist/serialization/index.js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sdkReadOptions as sdkOptions } from "../sdk-read-options.ts";

type Method = "GET" | "POST" | "PATCH" | "DELETE";

const readAsSdk = {
  created: (body: unknown) => workspace.AuthConnectionsCreateResponse.parseOrThrow(body, sdkOptions),
  updated: (body: unknown) => workspace.AuthConnectionsUpdateResponse.parseOrThrow(body, sdkOptions),
  list: (body: unknown) => ListAuthConnectionsResponse.parseOrThrow(body, sdkOptions),
};

/** A credential no other test uses, so finding it anywhere means it leaked. */
const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2)}-plaintext-credential`;

const { privateKey: rsaKey } = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});

describe.each(databaseKinds)("workspace auth connections on %s", (kind) => {
  const logLines: string[] = [];
  let server: TestServer;
  let owner: TestAccount;
  const as = (account: { accessToken: string }) => (method: Method, url: string, body?: unknown) =>
    server.request(method, url, { token: account.accessToken, body });
  const call = (method: Method, url: string, body?: unknown) => as(owner)(method, url, body);
  const detailOf = (response: { json(): unknown }) =>
    (response.json() as { detail: { status: string; message: string } }).detail;

  beforeAll(async () => {
    // Its own server, every request logged, so the logs can be searched for credentials.
    server = await startTestServer(
      kind,
      { LOG_REQUESTS: "true", TOOL_WEBHOOK_HTTP_HOSTS: "127.0.0.1" },
      { logDestination: { write: (line: string) => logLines.push(line) } },
    );
    owner = await createTestAccount(server);
  });
  afterAll(async () => server?.close());

  it("creates every supported type, lists and changes them, never answering or logging a credential", async () => {
    const account = await createTestAccount(server);
    const call = as(account);
    const credentials = {
      password: unique("password"),
      bearer: unique("bearer"),
      header: unique("header"),
      clientSecret: unique("client-secret"),
      hmac: unique("hmac-secret-that-is-long-enough-for-hs256"),
    };
    const bodies = [
      {
        auth_type: "basic_auth",
        name: " Orders ",
        provider: "custom",
        username: "ada",
        password: credentials.password,
      },
      { auth_type: "bearer_auth", name: "CRM", provider: "custom", token: credentials.bearer },
      {
        auth_type: "custom_header_auth",
        name: "Maps",
        provider: "custom",
        header_name: "X-Api-Key",
        token: credentials.header,
      },
      {
        auth_type: "oauth2_client_credentials",
        name: "Billing",
        provider: "custom",
        client_id: "chorus",
        client_secret: credentials.clientSecret,
        token_url: "https://auth.example.com/token",
        scopes: ["read", "write"],
        extra_params: { audience: "billing" },
      },
      {
        auth_type: "oauth2_jwt",
        name: "Ledger",
        provider: "custom",
        issuer: "chorus",
        audience: "https://auth.example.com",
        subject: "agent",
        token_url: "https://auth.example.com/token",
        secret_key: rsaKey,
        key_id: "k1",
      },
      {
        auth_type: "private_key_jwt",
        name: "Signed",
        provider: "custom",
        algorithm: "HS256",
        issuer: "chorus",
        audience: "api",
        subject: "agent",
        expiration_seconds: 600,
        secret_key: credentials.hmac,
      },
    ];
    const ids: string[] = [];
    for (const body of bodies) {
      server.clock.advance(1000);
      const response = await call("POST", "/v1/workspace/auth-connections", body);
      expect(response.statusCode, response.body).toBe(200);
      const created = readAsSdk.created(response.json());
      expect(created.authType).toBe(body.auth_type);
      ids.push(created.id);
    }
    const listed = await call("GET", "/v1/workspace/auth-connections");
    expect(listed.statusCode, listed.body).toBe(200);
    const list = readAsSdk.list(listed.json()).authConnections;
    // Newest first, each as the SDK reads it, defaults filled in.
    expect(list.map((connection) => connection.id)).toEqual([...ids].reverse());
    expect(list.find((c) => c.authType === "basic_auth")).toMatchObject({ name: "Orders", username: "ada" });
    expect(list.find((c) => c.authType === "custom_header_auth")).toMatchObject({ headerName: "X-Api-Key" });
    expect(list.find((c) => c.authType === "oauth2_client_credentials")).toMatchObject({
      clientId: "chorus",
      tokenUrl: "https://auth.example.com/token",
      scopes: ["read", "write"],
      extraParams: { audience: "billing" },
      basicAuthInHeader: false,
      usedBy: { tools: [], mcpServers: [] },
    });
    expect(list.find((c) => c.authType === "oauth2_jwt")).toMatchObject({
      algorithm: "RS256",
      keyId: "k1",
      expirationSeconds: 3600,
      tokenResponseField: "access_token",
    });
    expect(list.find((c) => c.authType === "private_key_jwt")).toMatchObject({
      algorithm: "HS256",
      expirationSeconds: 600,
    });

    // A change keeps what it leaves out; a new credential replaces the old one.
    const newPassword = unique("new-password");
    const changed = await call("PATCH", `/v1/workspace/auth-connections/${ids[0]}`, {
      auth_type: "basic_auth",
      password: newPassword,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(readAsSdk.updated(changed.json())).toMatchObject({
      authType: "basic_auth",
      username: "ada",
      name: "Orders",
    });
    const scopes = await call("PATCH", `/v1/workspace/auth-connections/${ids[3]}`, {
      auth_type: "oauth2_client_credentials",
      scopes: ["read"],
      basic_auth_in_header: true,
    });
    expect(readAsSdk.updated(scopes.json())).toMatchObject({
      scopes: ["read"],
      basicAuthInHeader: true,
      clientId: "chorus",
    });
    const wrongType = await call("PATCH", `/v1/workspace/auth-connections/${ids[0]}`, {
      auth_type: "bearer_auth",
      token: "x",
    });
    expect(wrongType.statusCode).toBe(422);

    // Answers and logs never hold a credential; the database holds them sealed.
    const everything = [...Object.values(credentials), newPassword];
    const answers = [
      listed.body,
      changed.body,
      scopes.body,
      (await call("GET", "/v1/workspace/auth-connections")).body,
    ];
    for (const secret of everything) {
      for (const answer of answers) expect(answer).not.toContain(secret);
      expect(logLines.join("\n")).not.toContain(secret);
    }
    const rows = await server.database
      .select()
      .from(schema.authConnections)
      .where(eq(schema.authConnections.workspaceId, account.workspace.id));
    expect(rows).toHaveLength(6);
    for (const row of rows)
      for (const secret of everything) expect(JSON.stringify(row)).not.toContain(secret);
    expect(JSON.stringify(rows)).not.toContain("BEGIN PRIVATE KEY");

    for (const id of ids)
      expect((await call("DELETE", `/v1/workspace/auth-connections/${id}`)).statusCode).toBe(200);
    expect(
      readAsSdk.list((await call("GET", "/v1/workspace/auth-connections")).json()).authConnections,
    ).toEqual([]);
  });

  it("refuses mTLS, plain-http token URLs, keys that cannot sign and unknown connections", async () => {
    const mtls = await call("POST", "/v1/workspace/auth-connections", {
      auth_type: "mtls",
      name: "Bank",
      provider: "custom",
      client_certificate: "-----BEGIN CERTIFICATE-----",
      client_key: "-----BEGIN PRIVATE KEY-----",
    });
    expect(mtls.statusCode).toBe(422);
    expect(mtls.json().detail[0]).toMatchObject({
      loc: ["body", "auth_type"],
      msg: messages.authConnectionTypeUnsupported("mtls"),
    });
    const oauth = {
      auth_type: "oauth2_client_credentials",
      name: "Plain",
      provider: "custom",
      client_id: "c",
      client_secret: "s",
    };
    const plain = await call("POST", "/v1/workspace/auth-connections", {
      ...oauth,
      token_url: "http://auth.example.com/token",
    });
    expect(plain.statusCode).toBe(422);
    expect(plain.json().detail[0].msg).toBe(messages.authConnectionTokenUrlHttp("auth.example.com"));
    // An operator-allowed host may use http (a local service, a test server).
    const local = await call("POST", "/v1/workspace/auth-connections", {
      ...oauth,
      token_url: "http://127.0.0.1:9/token",
    });
    expect(local.statusCode, local.body).toBe(200);
    const jwt = {
      auth_type: "private_key_jwt",
      name: "J",
      provider: "custom",
      issuer: "i",
      audience: "a",
      subject: "s",
    };
    const notPem = await call("POST", "/v1/workspace/auth-connections", { ...jwt, secret_key: "not a key" });
    expect(notPem.statusCode).toBe(422);
    expect(notPem.json().detail[0].loc).toEqual(["body", "secret_key"]);
    expect(notPem.body).not.toContain("not a key");
    const shortHmac = await call("POST", "/v1/workspace/auth-connections", {
      ...jwt,
      algorithm: "HS512",
      secret_key: "short",
    });
    expect(shortHmac.statusCode).toBe(422);

    const missing = await call("PATCH", "/v1/workspace/auth-connections/auth_missing", {
      auth_type: "bearer_auth",
    });
    expect(missing.statusCode).toBe(404);
    expect(detailOf(missing).status).toBe("auth_connection_not_found");
    expect((await call("DELETE", "/v1/workspace/auth-connections/auth_missing")).statusCode).toBe(404);
  });

  it("keeps each workspace's connections to itself and lets viewers only read", async () => {
    const other = await createTestAccount(server);
    const created = await call("POST", "/v1/workspace/auth-connections", {
      auth_type: "bearer_auth",
      name: "Mine",
      provider: "custom",
      token: unique("mine"),
    });
    const id = readAsSdk.created(created.json()).id;
    const theirs = as(other);
    expect(
      readAsSdk.list((await theirs("GET", "/v1/workspace/auth-connections")).json()).authConnections,
    ).toEqual([]);
    for (const response of [
      await theirs("PATCH", `/v1/workspace/auth-connections/${id}`, {
        auth_type: "bearer_auth",
        token: "stolen",
      }),
      await theirs("DELETE", `/v1/workspace/auth-connections/${id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(detailOf(response).status).toBe("auth_connection_not_found");
    }
    const viewer = await addTestMember(server, owner.workspace.id, other.user.id, "viewer");
    const seen = readAsSdk.list(
      (await as(viewer)("GET", "/v1/workspace/auth-connections")).json(),
    ).authConnections;
    expect(seen.map((connection) => connection.id)).toContain(id);
    const refused = await as(viewer)("DELETE", `/v1/workspace/auth-connections/${id}`);
    expect(refused.statusCode).toBe(403);
    expect((await call("DELETE", `/v1/workspace/auth-connections/${id}`)).statusCode).toBe(200);
  });
});
