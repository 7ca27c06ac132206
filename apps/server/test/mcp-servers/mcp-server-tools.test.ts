import { startTestMcpServer, type TestMcpServer } from "@chorus/adapters/testing/mcp-server";
import { callMcpTool, mcpToolsForAgent } from "@chorus/domain";
import {
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, readAgentAsSdk } from "../agents/support.ts";
import { allowMcp, contextOf, createMcpServer, readMcpAsSdk, requestAs } from "./support.ts";

describe.each(databaseKinds)("MCP servers' tools, live, on %s", (kind) => {
  let server: TestServer;
  let mcp: TestMcpServer;
  let owner: TestAccount;
  const call = (...args: Parameters<ReturnType<typeof requestAs>>) => requestAs(server, owner)(...args);
  const toolsOf = async (id: string) => {
    const response = await call("GET", `/v1/convai/mcp-servers/${id}/tools`);
    expect(response.statusCode, response.body).toBe(200);
    return readMcpAsSdk.tools(response.json());
  };

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

  it.each(["STREAMABLE_HTTP", "SSE"] as const)(
    "lists the tools over %s with the server's headers",
    async (transport) => {
      const secret = await call("POST", "/v1/convai/secrets", {
        type: "new",
        name: `key_${transport}`,
        value: "k3y",
      });
      const id = await createMcpServer(server, owner, {
        name: `Weather ${transport}`,
        url: transport === "SSE" ? mcp.sseUrl : mcp.streamableUrl,
        transport,
        request_headers: { "X-Api-Key": { secret_id: secret.json().secret_id } },
      });
      const before = mcp.requests.length;
      const listed = await toolsOf(id);
      expect(listed.success, listed.errorMessage).toBe(true);
      expect(listed.tools.map((tool) => tool.name).sort()).toEqual(["add", "get_weather"]);
      expect(listed.tools.find((tool) => tool.name === "add")?.inputSchema).toMatchObject({
        type: "object",
        properties: { a: { type: "number" }, b: { type: "number" } },
      });
      expect(listed.toolApprovalStatuses).toEqual([
        expect.objectContaining({ state: "up_to_date", approvalPolicy: "requires_approval" }),
        expect.objectContaining({ state: "up_to_date", approvalPolicy: "requires_approval" }),
      ]);
      const sent = mcp.requests.slice(before);
      expect(sent.length).toBeGreaterThan(0);
      for (const request of sent) expect(request.headers["x-api-key"]).toBe("k3y");
    },
  );

  it("says per tool whether it is approved as it is described now", async () => {
    const id = await createMcpServer(server, owner, {
      name: "Per tool",
      url: mcp.streamableUrl,
      transport: "STREAMABLE_HTTP",
      approval_policy: "require_approval_per_tool",
    });
    const weather = (await toolsOf(id)).tools.find((tool) => tool.name === "get_weather")!;
    const approved = await call("POST", `/v1/convai/mcp-servers/${id}/tool-approvals`, {
      tool_name: "get_weather",
      tool_description: weather.description,
      input_schema: weather.inputSchema,
      approval_policy: "auto_approved",
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(readMcpAsSdk.server(approved.json()).config.toolApprovalHashes).toMatchObject([
      { toolName: "get_weather", approvalPolicy: "auto_approved" },
    ]);
    const statuses = async () =>
      Object.fromEntries((await toolsOf(id)).toolApprovalStatuses!.map((status) => [status.toolId, status]));
    expect(await statuses()).toEqual({
      get_weather: { toolId: "get_weather", state: "up_to_date", approvalPolicy: "auto_approved" },
      add: { toolId: "add", state: "not_approved", approvalPolicy: "requires_approval" },
    });

    const ctx = contextOf(server, owner);
    const agentConfig = { agent: { prompt: { mcp_server_ids: [id] } } };
    const agentId = await createAgent(server, owner, { conversation_config: agentConfig });
    const agent = readAgentAsSdk.agent((await call("GET", `/v1/convai/agents/${agentId}`)).json());
    expect(agent.conversationConfig.agent?.prompt?.mcpServerIds).toEqual([id]);
    const stored = await server.ports.store.agents.find(owner.workspace.id, agentId);
    const offered = await mcpToolsForAgent(ctx, stored!.conversationConfig);
    expect(offered.failures).toEqual([]);
    expect(offered.tools.map((tool) => [tool.name, tool.needsApproval]).sort()).toEqual([
      ["add", true],
      ["get_weather", false],
    ]);

    // Described differently now: the approval is of what it was.
    mcp.describeWeatherAs("Tells the weather, and sells umbrellas.");
    try {
      expect((await statuses()).get_weather?.state).toBe("needs_review");
    } finally {
      mcp.describeWeatherAs("Tells the weather in a city.");
    }
    const removed = await call("DELETE", `/v1/convai/mcp-servers/${id}/tool-approvals/get_weather`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await statuses()).get_weather?.state).toBe("not_approved");
    expect((await call("DELETE", `/v1/convai/mcp-servers/${id}/tool-approvals/get_weather`)).statusCode).toBe(
      404,
    );
  });

  it.each(["STREAMABLE_HTTP", "SSE"] as const)(
    "calls tools over %s for the conversation runtime",
    async (transport) => {
      const id = await createMcpServer(server, owner, {
        name: `Calls ${transport}`,
        url: transport === "SSE" ? mcp.sseUrl : mcp.streamableUrl,
        transport,
        request_meta: { tenant: "acme" },
        tool_config_overrides: [
          {
            tool_name: "get_weather",
            input_overrides: { city: { source: "dynamic_variable", dynamic_variable: "home" } },
          },
        ],
      });
      const ctx = contextOf(server, owner);
      expect(await callMcpTool(ctx, id, "add", { a: 2, b: 3 })).toEqual({ ok: true, resultText: "5" });
      expect(mcp.callMeta.at(-1)).toMatchObject({ tenant: "acme" });
      expect(
        await callMcpTool(ctx, id, "get_weather", { city: "Paris" }, { variables: { home: "Oslo" } }),
      ).toEqual({
        ok: true,
        resultText: "Sunny and 21 °C in Oslo.",
      });
      expect(await callMcpTool(ctx, id, "get_weather", { city: "Atlantis" })).toEqual({
        ok: false,
        errorMessage: "No such city.",
      });
      const unknownTool = await callMcpTool(ctx, id, "no_such_tool", {});
      expect(unknownTool.ok).toBe(false);
      expect(await callMcpTool(ctx, "mcp_gone", "add", {})).toEqual({
        ok: false,
        errorMessage: "MCP server mcp_gone not found.",
      });
    },
  );

  it("reports servers it cannot reach or may not reach, without failing", async () => {
    const unreachable = await createMcpServer(server, owner, {
      name: "Down",
      url: "http://127.0.0.1:1/mcp",
      transport: "STREAMABLE_HTTP",
    });
    const down = await toolsOf(unreachable);
    expect(down.success).toBe(false);
    expect(down.tools).toEqual([]);
    expect(down.errorMessage).toMatch(/could not be used/);

    // A private address written in the URL, and a name that resolves to one: refused before connecting.
    const port = new URL(mcp.origin).port;
    for (const url of ["https://10.0.0.1/mcp", `https://localhost:${port}/mcp`]) {
      const id = await createMcpServer(server, owner, { name: "Inside", url, transport: "STREAMABLE_HTTP" });
      const refused = await toolsOf(id);
      expect(refused.success, url).toBe(false);
      expect(refused.errorMessage).toMatch(/address/);
    }

    const ctx = contextOf(server, owner);
    const offered = await mcpToolsForAgent(ctx, {
      agent: { prompt: { mcp_server_ids: [unreachable, "mcp_missing"] } },
    } as Parameters<typeof mcpToolsForAgent>[1]);
    expect(offered.tools).toEqual([]);
    expect(offered.failures.map((failure) => failure.serverId).sort()).toEqual(
      ["mcp_missing", unreachable].sort(),
    );
    expect((await callMcpTool(ctx, unreachable, "add", { a: 1, b: 1 })).ok).toBe(false);
  });
});
