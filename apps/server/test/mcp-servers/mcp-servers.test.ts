import { startTestMcpServer, type TestMcpServer } from "@chorus/adapters/testing/mcp-server";
import { messages } from "@chorus/contract";
import {
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, readAgentAsSdk } from "../agents/support.ts";
import { allowMcp, createMcpServer, readMcpAsSdk, requestAs } from "./support.ts";

describe.each(databaseKinds)("MCP servers on %s", (kind) => {
  let server: TestServer;
  let mcp: TestMcpServer;
  let owner: TestAccount;
  const call = (...args: Parameters<ReturnType<typeof requestAs>>) => requestAs(server, owner)(...args);

  beforeAll(async () => {
    mcp = await startTestMcpServer();
    server = await startTestServer(kind, { TOOL_WEBHOOK_HTTP_HOSTS: "127.0.0.1" });
    owner = await createTestAccount(server);
    await allowMcp(server, owner);
  });
  afterAll(async () => {
    await server?.close();
    await mcp?.close();
  });

  it("refuses a server until the workspace allows MCP servers", async () => {
    const account = await createTestAccount(server);
    const refused = await requestAs(server, account)("POST", "/v1/convai/mcp-servers", {
      config: { name: "Weather", url: mcp.streamableUrl },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatchObject({
      status: "mcp_opt_in_required",
      message: messages.mcpOptInRequired,
    });
  });

  it("creates, reads, lists, changes and deletes servers in their wire shape", async () => {
    const secret = await call("POST", "/v1/convai/secrets", {
      type: "new",
      name: "mcp_token",
      value: "t0ken",
    });
    const secretId = secret.json().secret_id as string;
    const id = await createMcpServer(server, owner, {
      name: "Weather",
      description: "Weather and sums",
      url: mcp.streamableUrl,
      transport: "STREAMABLE_HTTP",
      secret_token: { secret_id: secretId },
      request_headers: { "X-Team": "voice" },
    });
    const read = readMcpAsSdk.server((await call("GET", `/v1/convai/mcp-servers/${id}`)).json());
    expect(read.config).toMatchObject({
      name: "Weather",
      url: mcp.streamableUrl,
      transport: "STREAMABLE_HTTP",
      approvalPolicy: "require_approval_all",
      secretToken: { secretId },
      requestHeaders: { "X-Team": "voice" },
      responseTimeoutSecs: 20,
    });
    expect(read.accessInfo?.isCreator).toBe(true);
    expect(read.metadata.ownerUserId).toBe(owner.user.id);
    expect(read.dependentAgents).toEqual([]);

    const listed = readMcpAsSdk.servers((await call("GET", "/v1/convai/mcp-servers")).json());
    expect(listed.mcpServers.map((entry) => entry.id)).toContain(id);

    const changed = await call("PATCH", `/v1/convai/mcp-servers/${id}`, {
      response_timeout_secs: 30,
      request_headers: { "X-Team": "support" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(readMcpAsSdk.server(changed.json()).config).toMatchObject({
      name: "Weather",
      responseTimeoutSecs: 30,
      requestHeaders: { "X-Team": "support" },
      secretToken: { secretId },
    });

    // The secret is used by the server: listed, and not deletable.
    const usage = await call("GET", `/v1/convai/secrets/${secretId}`);
    expect(usage.json().used_by.mcp_servers).toMatchObject([{ id, name: "Weather" }]);
    expect((await call("DELETE", `/v1/convai/secrets/${secretId}`)).statusCode).toBe(409);

    const policy = await call("PATCH", `/v1/convai/mcp-servers/${id}/approval-policy`, {
      approval_policy: "auto_approve_all",
    });
    expect(readMcpAsSdk.server(policy.json()).config.approvalPolicy).toBe("auto_approve_all");

    expect((await call("DELETE", `/v1/convai/mcp-servers/${id}`)).statusCode).toBe(200);
    expect((await call("GET", `/v1/convai/mcp-servers/${id}`)).json().detail.status).toBe(
      "mcp_server_not_found",
    );
    expect((await call("DELETE", `/v1/convai/secrets/${secretId}`)).statusCode).toBe(200);
  });

  it("refuses plain http to hosts the operator does not allow, and unknown secrets", async () => {
    const http = await call("POST", "/v1/convai/mcp-servers", {
      config: { name: "Local", url: "http://localhost:9/mcp" },
    });
    expect(http.statusCode).toBe(422);
    expect(http.json().detail[0].msg).toBe(messages.mcpServerHttpNotAllowed("localhost"));
    const secret = await call("POST", "/v1/convai/mcp-servers", {
      config: { name: "Secret", url: mcp.streamableUrl, secret_token: { secret_id: "no_such_secret" } },
    });
    expect(secret.statusCode).toBe(404);
    expect(secret.json().detail.status).toBe("secret_not_found");
  });

  it("checks agents' mcp_server_ids, lists dependent agents, and takes a deleted server off them when forced", async () => {
    const id = await createMcpServer(server, owner, { name: "Used", url: mcp.streamableUrl });
    const unknown = await call("POST", "/v1/convai/agents/create", {
      conversation_config: { agent: { prompt: { mcp_server_ids: ["mcp_unknown"] } } },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail.status).toBe("mcp_server_not_found");

    const agentId = await createAgent(server, owner, {
      name: "Forecaster",
      conversation_config: { agent: { prompt: { mcp_server_ids: [id] } } },
    });
    const read = readMcpAsSdk.server((await call("GET", `/v1/convai/mcp-servers/${id}`)).json());
    expect(read.dependentAgents).toMatchObject([{ type: "available", id: agentId, name: "Forecaster" }]);

    const refused = await call("DELETE", `/v1/convai/mcp-servers/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail.status).toBe("mcp_server_in_use");
    expect((await call("DELETE", `/v1/convai/mcp-servers/${id}?force=true`)).statusCode).toBe(200);
    const agent = readAgentAsSdk.agent((await call("GET", `/v1/convai/agents/${agentId}`)).json());
    expect(agent.conversationConfig.agent?.prompt?.mcpServerIds).toEqual([]);
  });

  it("keeps per-tool settings", async () => {
    const id = await createMcpServer(server, owner, { name: "Configs", url: mcp.streamableUrl });
    const base = `/v1/convai/mcp-servers/${id}/tool-configs`;
    const created = await call("POST", base, {
      tool_name: "get_weather",
      response_timeout_secs: 5,
      input_overrides: { city: { source: "constant", constant_value: "Oslo" } },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(readMcpAsSdk.server(created.json()).config.toolConfigOverrides).toMatchObject([
      { toolName: "get_weather", responseTimeoutSecs: 5 },
    ]);
    expect((await call("POST", base, { tool_name: "get_weather" })).statusCode).toBe(409);
    const changed = await call("PATCH", `${base}/get_weather`, { execution_mode: "async" });
    expect(changed.statusCode, changed.body).toBe(200);
    const read = readMcpAsSdk.toolConfig((await call("GET", `${base}/get_weather`)).json());
    expect(read).toMatchObject({ toolName: "get_weather", responseTimeoutSecs: 5, executionMode: "async" });
    expect((await call("DELETE", `${base}/get_weather`)).statusCode).toBe(200);
    const gone = await call("GET", `${base}/get_weather`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail.status).toBe("mcp_tool_config_not_found");
  });

  it("answers another workspace's server as not found, never changing it", async () => {
    const id = await createMcpServer(server, owner, { name: "Mine", url: mcp.streamableUrl });
    const stranger = await createTestAccount(server);
    const as = requestAs(server, stranger);
    for (const [method, url, body] of [
      ["GET", `/v1/convai/mcp-servers/${id}`],
      ["GET", `/v1/convai/mcp-servers/${id}/tools`],
      ["PATCH", `/v1/convai/mcp-servers/${id}`, { response_timeout_secs: 9 }],
      ["PATCH", `/v1/convai/mcp-servers/${id}/approval-policy`, { approval_policy: "auto_approve_all" }],
      ["DELETE", `/v1/convai/mcp-servers/${id}`],
    ] as const) {
      const response = await as(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().detail.status).toBe("mcp_server_not_found");
    }
    expect(readMcpAsSdk.servers((await as("GET", "/v1/convai/mcp-servers")).json()).mcpServers).toEqual([]);
    const kept = readMcpAsSdk.server((await call("GET", `/v1/convai/mcp-servers/${id}`)).json());
    expect(kept.config.responseTimeoutSecs).toBe(20);
  });
});
