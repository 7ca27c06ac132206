import { type FakeOpenAiServer, startFakeOpenAiServer } from "@chorus/adapters/testing/fake-openai";
import { startTestMcpServer, type TestMcpServer } from "@chorus/adapters/testing/mcp-server";
import { authorizationHeaders, callMcpTool } from "@chorus/domain";
import {
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import {
  ListAuthConnectionsResponse,
  ToolResponseModel,
  workspace,
} from "@elevenlabs/elevenlabs-js/dist/serialization/index.js";
import { decodeProtectedHeader, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectConversation, listenAddress, ofType, signedQuery } from "../agents/conversation-support.ts";
import { createAgent } from "../agents/support.ts";
import { allowMcp, contextOf, createMcpServer, readMcpAsSdk } from "../mcp-servers/support.ts";
import { sdkReadOptions as sdkOptions } from "../sdk-read-options.ts";
import { clientSecret, rsaKeys, startTokenServer } from "./token-server.ts";

type Method = "GET" | "POST" | "PATCH" | "DELETE";

describe.each(databaseKinds)("auth connections authorizing outgoing calls on %s", (kind) => {
  let fake: FakeOpenAiServer;
  let tokens: Awaited<ReturnType<typeof startTokenServer>>;
  let mcp: TestMcpServer;
  let server: TestServer;
  let owner: TestAccount;
  const call = (method: Method, url: string, body?: unknown) =>
    server.request(method, url, { token: owner.accessToken, body });
  const connect = async (body: Record<string, unknown>) => {
    const response = await call("POST", "/v1/workspace/auth-connections", {
      name: "Conn",
      provider: "custom",
      ...body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return workspace.AuthConnectionsCreateResponse.parseOrThrow(response.json(), sdkOptions).id;
  };
  const headersOf = (id: string) =>
    authorizationHeaders({ workspaceId: owner.workspace.id, ports: server.ports }, id);
  const clientCredentials = (extra: Record<string, unknown> = {}) =>
    connect({
      auth_type: "oauth2_client_credentials",
      client_id: "chorus",
      client_secret: clientSecret,
      token_url: `${tokens.base}/token`,
      scopes: ["orders.read", "orders.write"],
      extra_params: { audience: "orders" },
      ...extra,
    });

  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ models: ["house-model"] });
    server = await startTestServer(kind, {
      LLM_URL: fake.baseUrl,
      LLM_MODELS: "house-model",
      TOOL_WEBHOOK_HTTP_HOSTS: "127.0.0.1",
    });
    tokens = await startTokenServer(() => server.clock.now());
    mcp = await startTestMcpServer();
    owner = await createTestAccount(server);
    await allowMcp(server, owner);
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
    await tokens?.close();
    await mcp?.close();
  });

  it("fetches an OAuth2 client-credentials token with its scopes, keeps it until shortly before expiry, and again after a change", async () => {
    const id = await clientCredentials();
    const before = tokens.count("/token");
    const first = await headersOf(id);
    expect(first).toEqual({
      ok: true,
      headers: { authorization: expect.stringMatching(/^Bearer cc-token-\d+$/) },
    });
    const request = tokens.received.at(-1)!;
    expect(Object.fromEntries(request.form)).toEqual({
      audience: "orders",
      grant_type: "client_credentials",
      scope: "orders.read orders.write",
      client_id: "chorus",
      client_secret: clientSecret,
    });
    expect(request.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    // Cached: the token lives 120 s and is used until 24 s before that.
    server.clock.advance(90_000);
    expect(await headersOf(id)).toEqual(first);
    expect(tokens.count("/token")).toBe(before + 1);
    server.clock.advance(10_000);
    const second = await headersOf(id);
    expect(second.ok && second.headers.authorization).not.toBe(first.ok && first.headers.authorization);
    expect(tokens.count("/token")).toBe(before + 2);
    expect(await headersOf(id)).toEqual(second);

    // A change drops the kept token: the next call asks with the new settings (Basic client auth here).
    const changed = await call("PATCH", `/v1/workspace/auth-connections/${id}`, {
      auth_type: "oauth2_client_credentials",
      basic_auth_in_header: true,
      scopes: ["orders.read"],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const third = await headersOf(id);
    expect(third.ok).toBe(true);
    expect(tokens.count("/token")).toBe(before + 3);
    const basic = tokens.received.at(-1)!;
    expect(basic.headers.authorization).toBe(
      `Basic ${Buffer.from(`chorus:${clientSecret}`).toString("base64")}`,
    );
    expect(Object.fromEntries(basic.form)).toEqual({
      audience: "orders",
      grant_type: "client_credentials",
      scope: "orders.read",
    });
  });

  it("reports a refused or unreachable token endpoint as a failure without the secret", async () => {
    const wrong = await clientCredentials({ client_secret: "wrong-secret-value" });
    const refused = await headersOf(wrong);
    expect(refused).toEqual({
      ok: false,
      failure: {
        reason: "token_refused",
        message: "the token endpoint 127.0.0.1 answered 401 (invalid_client)",
      },
    });
    const closed = await clientCredentials({ token_url: "http://127.0.0.1:1/token" });
    const unreachable = await headersOf(closed);
    expect(unreachable.ok || unreachable.failure.reason).toBe("token_unreachable");
    expect(JSON.stringify(unreachable)).not.toContain(clientSecret);
    expect(await headersOf("auth_unknown")).toMatchObject({ ok: false, failure: { reason: "not_found" } });
  });

  it("exchanges an RS256 JWT (kid, iss, aud, sub) for the endpoint's id_token, kept until it expires", async () => {
    const id = await connect({
      auth_type: "oauth2_jwt",
      algorithm: "RS256",
      key_id: "k1",
      issuer: "chorus",
      audience: "https://auth.test",
      subject: "agent-7",
      token_url: `${tokens.base}/jwt-token`,
      token_response_field: "id_token",
      secret_key: rsaKeys.privateKey,
    });
    const before = tokens.count("/jwt-token");
    const first = await headersOf(id);
    expect(first).toEqual({
      ok: true,
      headers: { authorization: expect.stringMatching(/^Bearer jwt-token-\d+$/) },
    });
    expect(tokens.received.at(-1)!.form.get("assertion")).toMatch(/^ey/);
    server.clock.advance(40_000);
    expect(await headersOf(id)).toEqual(first);
    server.clock.advance(10_000);
    expect(await headersOf(id)).not.toEqual(first);
    expect(tokens.count("/jwt-token")).toBe(before + 2);
  });

  it("signs a private-key JWT with its algorithm, key id and claims, and signs again shortly before it expires", async () => {
    const secret = "hs256-shared-secret-long-enough-for-the-algorithm";
    const id = await connect({
      auth_type: "private_key_jwt",
      algorithm: "HS256",
      key_id: "key-2026",
      issuer: "chorus",
      audience: "orders-api",
      subject: "agent-9",
      expiration_seconds: 300,
      extra_params: { tenant: "acme" },
      secret_key: secret,
    });
    const first = await headersOf(id);
    if (!first.ok) throw new Error(first.failure.message);
    const jwt = first.headers.authorization!.replace(/^Bearer /, "");
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: "HS256", typ: "JWT", kid: "key-2026" });
    const { payload } = await jwtVerify(jwt, new TextEncoder().encode(secret), {
      issuer: "chorus",
      audience: "orders-api",
      subject: "agent-9",
      currentDate: server.clock.now(),
    });
    expect(payload.tenant).toBe("acme");
    expect(payload.exp! - payload.iat!).toBe(300);
    expect(payload.iat).toBe(Math.floor(server.clock.now().getTime() / 1000));
    server.clock.advance(260_000);
    expect(await headersOf(id)).toEqual(first);
    server.clock.advance(20_000);
    expect(await headersOf(id)).not.toEqual(first);
  });

  it("gives a webhook tool's call its connection's token, and keeps a connection a tool uses", async () => {
    const connectionId = await clientCredentials();
    const broken = await clientCredentials({ client_secret: "not-the-secret" });
    const tool = async (name: string, authConnectionId: string) => {
      const response = await call("POST", "/v1/convai/tools", {
        tool_config: {
          type: "webhook",
          name,
          description: `The ${name} service.`,
          response_timeout_secs: 5,
          api_schema: {
            url: `${tokens.base}/orders/{order_id}`,
            method: "GET",
            path_params_schema: { order_id: { type: "string", description: "The order" } },
            request_headers: { Authorization: "Bearer overridden" },
            auth_connection: { auth_connection_id: authConnectionId },
          },
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      return ToolResponseModel.parseOrThrow(response.json(), sdkOptions).id;
    };
    const orders = await tool("orders", connectionId);
    const failing = await tool("failing", broken);
    const unknown = await call("POST", "/v1/convai/tools", {
      tool_config: {
        type: "webhook",
        name: "nowhere",
        description: "Unknown connection.",
        api_schema: {
          url: `${tokens.base}/orders/1`,
          method: "GET",
          auth_connection: { auth_connection_id: "auth_nope" },
        },
      },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail[0].loc).toEqual([
      "body",
      "tool_config",
      "api_schema",
      "auth_connection",
      "auth_connection_id",
    ]);

    const agentId = await createAgent(server, owner, {
      conversation_config: {
        agent: { prompt: { prompt: "You help customers.", tool_ids: [orders, failing] } },
        conversation: { text_only: true, client_events: ["agent_response", "agent_tool_response"] },
      },
    });
    fake.script(
      {
        toolCalls: [
          { id: "call_orders", name: "orders", arguments: JSON.stringify({ order_id: "42" }) },
          { id: "call_failing", name: "failing", arguments: JSON.stringify({ order_id: "43" }) },
        ],
      },
      { text: "Done." },
    );
    const before = fake.requests.length;
    const signed = await call("GET", `/v1/convai/conversation/get-signed-url?agent_id=${agentId}`);
    const client = connectConversation(await listenAddress(server), signedQuery(signed.json().signed_url));
    client.send({ type: "conversation_initiation_client_data" });
    await client.waitFor(ofType("conversation_initiation_metadata"));
    client.send({ type: "user_message", text: "Where is order 42?" });
    await client.waitFor(
      (frame) => frame.type === "agent_response" && frame.agent_response_event.agent_response === "Done.",
      20_000,
    );
    const calls = tokens.received.filter((r) => r.url.startsWith("/orders/"));
    expect(calls.map((r) => r.url)).toEqual(["/orders/42"]);
    expect(calls[0]!.headers.authorization).toMatch(/^Bearer cc-token-\d+$/);
    const told = Object.fromEntries(
      (
        (fake.requests[before + 1]!.body?.messages ?? []) as {
          role: string;
          tool_call_id?: string;
          content?: string;
        }[]
      )
        .filter((m) => m.role === "tool")
        .map((m) => [m.tool_call_id, m.content]),
    );
    expect(told.call_orders).toContain("shipped");
    expect(told.call_failing).toBe(
      "Error: authentication failed: the token endpoint 127.0.0.1 answered 401 (invalid_client)",
    );
    client.ws.close();
    await client.closed;

    // The tool uses the connection: listed in used_by, and the connection cannot be deleted.
    const listed = ListAuthConnectionsResponse.parseOrThrow(
      (await call("GET", "/v1/workspace/auth-connections")).json(),
      sdkOptions,
    );
    expect(listed.authConnections.find((c) => c.id === connectionId)?.usedBy?.tools).toEqual([
      expect.objectContaining({ type: "available", id: orders, name: "orders", accessLevel: "admin" }),
    ]);
    const refused = await call("DELETE", `/v1/workspace/auth-connections/${connectionId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toEqual({
      status: "auth_connection_in_use",
      message: "This auth connection is used by 1 tool. Stop using it there before deleting it.",
    });
    expect((await call("DELETE", `/v1/convai/tools/${orders}?force=true`)).statusCode).toBe(200);
    expect((await call("DELETE", `/v1/workspace/auth-connections/${connectionId}`)).statusCode).toBe(200);
  });

  it("authorizes an MCP server's every request with its connection, and keeps a connection a server uses", async () => {
    const bearer = await connect({ auth_type: "bearer_auth", token: "mcp-bearer-token" });
    const credentials = await clientCredentials();
    const serverWith = (name: string, authConnectionId: string) =>
      createMcpServer(server, owner, {
        name,
        url: mcp.streamableUrl,
        transport: "STREAMABLE_HTTP",
        approval_policy: "auto_approve_all",
        request_headers: { Authorization: "Bearer overridden" },
        auth_connection: { auth_connection_id: authConnectionId },
      });
    const authorizationsOf = async (run: () => Promise<unknown>) => {
      const before = mcp.requests.length;
      await run();
      const sent = mcp.requests.slice(before);
      expect(sent.length).toBeGreaterThan(0);
      return [...new Set(sent.map((request) => request.headers.authorization))];
    };
    const listTools = async (id: string) => {
      const response = await call("GET", `/v1/convai/mcp-servers/${id}/tools`);
      expect(response.statusCode, response.body).toBe(200);
      const listed = readMcpAsSdk.tools(response.json());
      expect(listed.success, listed.errorMessage).toBe(true);
    };
    const ctx = contextOf(server, owner);

    // Bearer: the connection's token replaces the server's own Authorization header.
    const withBearer = await serverWith("Bearer MCP", bearer);
    expect(await authorizationsOf(() => listTools(withBearer))).toEqual(["Bearer mcp-bearer-token"]);
    expect(
      await authorizationsOf(async () =>
        expect(await callMcpTool(ctx, withBearer, "add", { a: 2, b: 3 })).toEqual({
          ok: true,
          resultText: "5",
        }),
      ),
    ).toEqual(["Bearer mcp-bearer-token"]);

    // OAuth2 client credentials: one token fetched, then kept for listing and calling alike.
    const withToken = await serverWith("OAuth MCP", credentials);
    const fetched = tokens.count("/token");
    const listed = await authorizationsOf(() => listTools(withToken));
    expect(listed).toEqual([expect.stringMatching(/^Bearer cc-token-\d+$/)]);
    expect(await authorizationsOf(() => callMcpTool(ctx, withToken, "add", { a: 1, b: 1 }))).toEqual(listed);
    expect(tokens.count("/token")).toBe(fetched + 1);

    // The connection must be the workspace's; one from an environment variable is not applied yet.
    for (const [authConnection, loc] of [
      [{ auth_connection_id: "auth_nope" }, "auth_connection_id"],
      [{ env_var_label: "CRM_AUTH" }, "env_var_label"],
    ] as const) {
      const refused = await call("POST", "/v1/convai/mcp-servers", {
        config: { name: "Refused", url: mcp.streamableUrl, auth_connection: authConnection },
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().detail[0].loc).toEqual(["body", "config", "auth_connection", loc]);
    }

    // Used by the servers: listed in used_by, and the connection cannot be deleted while they are.
    const listedConnections = ListAuthConnectionsResponse.parseOrThrow(
      (await call("GET", "/v1/workspace/auth-connections")).json(),
      sdkOptions,
    );
    expect(listedConnections.authConnections.find((c) => c.id === bearer)?.usedBy?.mcpServers).toEqual([
      expect.objectContaining({
        type: "available",
        id: withBearer,
        name: "Bearer MCP",
        accessLevel: "admin",
      }),
    ]);
    const inUse = await call("DELETE", `/v1/workspace/auth-connections/${bearer}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().detail).toMatchObject({
      status: "auth_connection_in_use",
      message: "This auth connection is used by 1 MCP server. Stop using it there before deleting it.",
    });
    expect((await call("DELETE", `/v1/convai/mcp-servers/${withBearer}`)).statusCode).toBe(200);
    expect((await call("DELETE", `/v1/workspace/auth-connections/${bearer}`)).statusCode).toBe(200);
  });
});
