import { messages, toolLimits } from "@chorus/contract";
import { recordToolExecution } from "@chorus/domain";
import {
  addTestMember,
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import {
  GetToolDependentAgentsResponseModel,
  GetToolExecutionsPageResponseModel,
  ToolResponseModel,
  ToolsResponseModel,
} from "@elevenlabs/elevenlabs-js/dist/serialization/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, readAgentAsSdk } from "../agents/support.ts";
import { sdkReadOptions as sdkOptions } from "../sdk-read-options.ts";

type Method = "GET" | "POST" | "PATCH" | "DELETE";

/** Tool bodies read with the official SDK's own schemas (they throw on a missing required field). */
const readToolAsSdk = {
  tool: (body: unknown) => ToolResponseModel.parseOrThrow(body, sdkOptions),
  tools: (body: unknown) => ToolsResponseModel.parseOrThrow(body, sdkOptions),
  dependents: (body: unknown) => GetToolDependentAgentsResponseModel.parseOrThrow(body, sdkOptions),
  executions: (body: unknown) => GetToolExecutionsPageResponseModel.parseOrThrow(body, sdkOptions),
};

/** A webhook tool's configuration (https unless told otherwise). */
const webhookTool = (name: string, url = "https://api.example.com/orders/{order_id}", secretId?: string) => ({
  type: "webhook",
  name,
  description: "Looks up an order by its number.",
  api_schema: {
    url,
    method: "POST",
    path_params_schema: { order_id: { type: "string", description: "The order number" } },
    query_params_schema: {
      properties: { verbose: { type: "boolean", description: "More detail" } },
      required: ["verbose"],
    },
    request_body_schema: {
      type: "object",
      description: "What to look up",
      properties: {
        customer: {
          type: "object",
          properties: { email: { type: "string", description: "Their email" } },
          required: ["email"],
        },
        items: { type: "array", description: "Items", items: { type: "string", description: "SKU" } },
        caller: { type: "string", dynamic_variable: "system__caller_id" },
      },
      required: ["customer"],
    },
    request_headers: {
      ...(secretId ? { "X-Api-Key": { secret_id: secretId } } : {}),
      "X-Caller": { variable_name: "customer_id" },
      Accept: "application/json",
    },
  },
  assignments: [{ dynamic_variable: "order_status", value_path: "order.status" }],
  pre_tool_speech: "force",
});

const clientTool = (name: string) => ({
  type: "client",
  name,
  description: "Shows a product on the caller's screen.",
  expects_response: true,
  response_timeout_secs: 30,
  parameters: {
    type: "object",
    properties: { product_id: { type: "string", description: "The product" } },
    required: ["product_id"],
  },
});

/** A tool's name (the SDK's union also has MCP tools, which have none). */
const nameOf = (tool: { toolConfig: unknown }) => (tool.toolConfig as { name: string }).name;

/** http to these hosts is allowed by this file's servers; any other host must use https. */
const httpHosts = "localhost,127.0.0.1";

describe.each(databaseKinds)("agent tools on %s", (kind) => {
  let server: TestServer;
  let owner: TestAccount;
  const as = (account: { accessToken: string }) => (method: Method, url: string, body?: unknown) =>
    server.request(method, url, { token: account.accessToken, body });
  const call = (method: Method, url: string, body?: unknown) => as(owner)(method, url, body);
  const createTool = async (toolConfig: unknown, account: { accessToken: string } = owner) => {
    const response = await as(account)("POST", "/v1/convai/tools", { tool_config: toolConfig });
    expect(response.statusCode, response.body).toBe(200);
    return readToolAsSdk.tool(response.json());
  };
  /** A workspace secret made through the API; its id. */
  const createSecret = async (account: { accessToken: string }, name: string) => {
    const response = await as(account)("POST", "/v1/convai/secrets", { type: "new", name, value: "s3cret" });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().secret_id as string;
  };
  const toolIdsOf = async (agentId: string, account: { accessToken: string } = owner) => {
    const response = await as(account)("GET", `/v1/convai/agents/${agentId}`);
    return readAgentAsSdk.agent(response.json()).conversationConfig.agent?.prompt?.toolIds;
  };
  const withTools = (toolIds: string[]) => ({
    conversation_config: { agent: { prompt: { tool_ids: toolIds } } },
  });

  beforeAll(async () => {
    server = await startTestServer(kind, { TOOL_WEBHOOK_HTTP_HOSTS: httpHosts });
    owner = await createTestAccount(server);
  });
  afterAll(async () => server?.close());

  it("creates, reads, lists, replaces and deletes webhook, client and system tools in their wire shape", async () => {
    const account = await createTestAccount(server);
    const secretId = await createSecret(account, "orders_api_key");
    const webhook = await createTool(webhookTool("lookup_order", undefined, secretId), account);
    expect(webhook.id).toMatch(/^tool_\w{24}$/);
    expect(webhook.toolConfig).toMatchObject({
      type: "webhook",
      name: "lookup_order",
      responseTimeoutSecs: toolLimits.webhookTimeoutSeconds.default,
      preToolSpeech: "force",
      assignments: [{ source: "response", dynamicVariable: "order_status", valuePath: "order.status" }],
      apiSchema: {
        url: "https://api.example.com/orders/{order_id}",
        method: "POST",
        requestHeaders: {
          "X-Api-Key": { secretId },
          "X-Caller": { variableName: "customer_id" },
          Accept: "application/json",
        },
      },
    });
    expect(webhook.accessInfo).toMatchObject({
      isCreator: true,
      creatorEmail: account.user.email,
      role: "admin",
    });
    expect(webhook.usageStats).toEqual({ totalCalls: 0, avgLatencySecs: 0 });

    server.clock.advance(1_000);
    const client = await createTool(clientTool("show_product"), account);
    expect(client.toolConfig).toMatchObject({
      type: "client",
      expectsResponse: true,
      responseTimeoutSecs: 30,
    });
    server.clock.advance(1_000);
    const transfer = await createTool(
      {
        type: "system",
        name: "transfer_to_sales",
        params: {
          system_tool_type: "transfer_to_agent",
          transfers: [{ agent_id: "agent_sales", condition: "The caller wants to buy." }],
        },
      },
      account,
    );
    expect(transfer.toolConfig).toMatchObject({
      type: "system",
      description: "",
      params: { systemToolType: "transfer_to_agent", transfers: [{ agentId: "agent_sales" }] },
    });

    const got = await as(account)("GET", `/v1/convai/tools/${webhook.id}`);
    expect(readToolAsSdk.tool(got.json())).toEqual(webhook);

    // Newest first, a page at a time; by name; by type; by search.
    const names = async (query: string) => {
      const response = await as(account)("GET", `/v1/convai/tools?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return readToolAsSdk.tools(response.json());
    };
    const first = await names("page_size=2");
    expect(first.tools.map((tool) => nameOf(tool))).toEqual(["transfer_to_sales", "show_product"]);
    expect(first.hasMore).toBe(true);
    const second = await names(`page_size=2&cursor=${first.nextCursor}`);
    expect(second.tools.map((tool) => nameOf(tool))).toEqual(["lookup_order"]);
    expect(second).toMatchObject({ hasMore: false, nextCursor: undefined });
    expect((await names("sort_by=name&sort_direction=asc")).tools.map((tool) => nameOf(tool))).toEqual([
      "lookup_order",
      "show_product",
      "transfer_to_sales",
    ]);
    expect((await names("types=webhook&types=client")).tools.map((tool) => tool.toolConfig.type)).toEqual([
      "client",
      "webhook",
    ]);
    expect((await names("search=SCREEN")).tools.map((tool) => tool.id)).toEqual([client.id]);

    // PATCH replaces the configuration whole; response mocks left out stay.
    const replaced = await as(account)("PATCH", `/v1/convai/tools/${client.id}`, {
      tool_config: { ...clientTool("show_product_v2"), expects_response: false, parameters: undefined },
      response_mocks: [{ mock_result: '{"shown":true}' }],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const replacedTool = readToolAsSdk.tool(replaced.json());
    expect(replacedTool.toolConfig).toMatchObject({ name: "show_product_v2", expectsResponse: false });
    expect((replacedTool.toolConfig as { parameters?: unknown }).parameters).toBeUndefined();
    expect(replacedTool.responseMocks).toEqual([{ mockResult: '{"shown":true}' }]);
    const kept = await as(account)("PATCH", `/v1/convai/tools/${client.id}`, {
      tool_config: clientTool("show_product_v3"),
    });
    expect(readToolAsSdk.tool(kept.json()).responseMocks).toEqual([{ mockResult: '{"shown":true}' }]);

    const deleted = await as(account)("DELETE", `/v1/convai/tools/${client.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const gone = await as(account)("GET", `/v1/convai/tools/${client.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({
      detail: { status: "tool_not_found", message: messages.toolNotFound(client.id) },
    });
    expect((await as(account)("DELETE", `/v1/convai/tools/${client.id}`)).statusCode).toBe(404);
  });

  it("refuses invalid configurations with the ElevenLabs validation shape, at the field", async () => {
    const refused = async (toolConfig: unknown, loc: (string | number)[], msg?: string) => {
      const response = await call("POST", "/v1/convai/tools", { tool_config: toolConfig });
      expect(response.statusCode, response.body).toBe(422);
      const detail = response.json().detail as { loc: (string | number)[]; msg: string; type: string }[];
      expect(detail[0]).toMatchObject({ loc });
      if (msg) expect(detail[0]!.msg).toBe(msg);
    };
    await refused({ ...clientTool("has space") }, ["body", "tool_config", "name"], messages.toolNameInvalid);
    await refused({ ...clientTool("x".repeat(65)) }, ["body", "tool_config", "name"]);
    await refused({ ...clientTool("ok"), description: "" }, ["body", "tool_config", "description"]);
    await refused(
      { ...clientTool("ok"), response_timeout_secs: -1, expects_response: false },
      ["body", "tool_config", "response_timeout_secs"],
      messages.toolClientWaitWithoutResponse,
    );
    await refused({ ...clientTool("ok"), response_timeout_secs: 121 }, [
      "body",
      "tool_config",
      "response_timeout_secs",
    ]);
    await refused({ ...webhookTool("ok"), response_timeout_secs: 4 }, [
      "body",
      "tool_config",
      "response_timeout_secs",
    ]);
    await refused(
      {
        ...clientTool("ok"),
        parameters: { type: "object", properties: { a: { type: "string" } }, required: ["b"] },
      },
      ["body", "tool_config", "parameters", "required", 0],
      messages.toolRequiredUnknown("b"),
    );
    let deep: Record<string, unknown> = { type: "string" };
    for (let level = 0; level <= toolLimits.schemaDepth; level++)
      deep = { type: "object", properties: { inner: deep } };
    await refused(
      { ...clientTool("ok"), parameters: deep },
      ["body", "tool_config", "parameters"],
      messages.toolSchemaTooDeep(toolLimits.schemaDepth),
    );
    const manyProperties = Object.fromEntries(
      Array.from({ length: toolLimits.schemaProperties + 1 }, (_, index) => [
        `p${index}`,
        { type: "string" },
      ]),
    );
    await refused({ ...clientTool("ok"), parameters: { type: "object", properties: manyProperties } }, [
      "body",
      "tool_config",
      "parameters",
      "properties",
    ]);
    await refused(
      { ...webhookTool("ok"), api_schema: { ...webhookTool("ok").api_schema, path_params_schema: {} } },
      ["body", "tool_config", "api_schema", "path_params_schema"],
      messages.toolPathParameterMissing("order_id"),
    );
    await refused({ ...webhookTool("ok", "ftp://files.example.com/x") }, [
      "body",
      "tool_config",
      "api_schema",
      "url",
    ]);
    await refused({ type: "mcp", name: "ok" }, ["body", "tool_config", "type"]);
    await refused(
      { type: "system", name: "ok", params: { system_tool_type: "transfer_to_number", transfers: [] } },
      ["body", "tool_config", "params", "transfers"],
    );
  });

  it("names only the workspace's secrets in headers, and a secret a tool uses is not deleted", async () => {
    const account = await createTestAccount(server);
    const stranger = await createTestAccount(server);
    const theirSecret = await createSecret(stranger, "their_key");
    const unknown = await as(account)("POST", "/v1/convai/tools", {
      tool_config: webhookTool("with_their_secret", undefined, theirSecret),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail.status).toBe("secret_not_found");

    const secretId = await createSecret(account, "orders_key");
    const tool = await createTool(webhookTool("with_secret", undefined, secretId), account);
    const secret = await as(account)("GET", `/v1/convai/secrets/${secretId}`);
    expect(secret.json().used_by.tools).toEqual([
      expect.objectContaining({ type: "available", id: tool.id, name: "with_secret", access_level: "admin" }),
    ]);
    const refused = await as(account)("DELETE", `/v1/convai/secrets/${secretId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail.status).toBe("secret_in_use");

    // Once no tool names it, it goes.
    const replaced = await as(account)("PATCH", `/v1/convai/tools/${tool.id}`, {
      tool_config: webhookTool("with_secret"),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await as(account)("DELETE", `/v1/convai/secrets/${secretId}`)).statusCode).toBe(200);
    const gone = await as(account)("PATCH", `/v1/convai/tools/${tool.id}`, {
      tool_config: webhookTool("with_secret", undefined, secretId),
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail.status).toBe("secret_not_found");
  });

  it("allows plain http webhooks only to the hosts the operator lists", async () => {
    const refused = await call("POST", "/v1/convai/tools", {
      tool_config: webhookTool("insecure", "http://api.example.com/orders/{order_id}"),
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().detail[0]).toMatchObject({
      loc: ["body", "tool_config", "api_schema", "url"],
      msg: messages.toolWebhookHttpNotAllowed("api.example.com"),
    });
    const local = await createTool(webhookTool("local_service", "http://localhost:8080/orders/{order_id}"));
    expect(local.toolConfig).toMatchObject({ apiSchema: { url: "http://localhost:8080/orders/{order_id}" } });
    const loopback = await createTool(webhookTool("loopback", "http://127.0.0.1:9/orders/{order_id}"));
    // Changing one to an address not allowed is refused the same way.
    const changed = await call("PATCH", `/v1/convai/tools/${loopback.id}`, {
      tool_config: webhookTool("loopback", "http://10.0.0.1/orders/{order_id}"),
    });
    expect(changed.statusCode).toBe(422);
  });

  it("lets agents use the workspace's tools only, lists them as dependents and deletes in use only with force", async () => {
    const account = await createTestAccount(server);
    const stranger = await createTestAccount(server);
    const lookup = await createTool(webhookTool("lookup_order"), account);
    const show = await createTool(clientTool("show_product"), account);
    const theirs = await createTool(clientTool("their_tool"), stranger);

    const unknown = await as(account)(
      "POST",
      "/v1/convai/agents/create",
      withTools([lookup.id, "tool_missing"]),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      detail: { status: "tool_not_found", message: messages.toolNotFound("tool_missing") },
    });
    const foreign = await as(account)("POST", "/v1/convai/agents/create", withTools([theirs.id]));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail.status).toBe("tool_not_found");

    const first = await createAgent(server, account, { name: "First", ...withTools([lookup.id, show.id]) });
    server.clock.advance(1_000);
    const second = await createAgent(server, account, { name: "Second", ...withTools([lookup.id]) });
    const patched = await as(account)(
      "PATCH",
      `/v1/convai/agents/${second}`,
      withTools([lookup.id, theirs.id]),
    );
    expect(patched.statusCode).toBe(404);
    expect(await toolIdsOf(second, account)).toEqual([lookup.id]);

    const dependents = await as(account)("GET", `/v1/convai/tools/${lookup.id}/dependent-agents`);
    expect(dependents.statusCode, dependents.body).toBe(200);
    const page = readToolAsSdk.dependents(dependents.json());
    expect(page.agents.map((agent) => ({ ...agent }))).toEqual([
      expect.objectContaining({ type: "available", id: second, name: "Second", accessLevel: "admin" }),
      expect.objectContaining({ type: "available", id: first, name: "First" }),
    ]);
    const paged = readToolAsSdk.dependents(
      (await as(account)("GET", `/v1/convai/tools/${lookup.id}/dependent-agents?page_size=1`)).json(),
    );
    expect(paged).toMatchObject({ hasMore: true, nextCursor: second });
    const usedByFirst = readToolAsSdk.tools(
      (
        await as(account)("GET", `/v1/convai/tools?used_by_agent_id=${first}&sort_by=name&sort_direction=asc`)
      ).json(),
    );
    expect(usedByFirst.tools.map((tool) => tool.id)).toEqual([lookup.id, show.id]);

    const inUse = await as(account)("DELETE", `/v1/convai/tools/${lookup.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().detail).toMatchObject({ status: "tool_in_use", message: messages.toolInUse(2) });
    expect((await as(account)("GET", `/v1/convai/tools/${lookup.id}`)).statusCode).toBe(200);

    const versionBefore = readAgentAsSdk.agent(
      (await as(account)("GET", `/v1/convai/agents/${first}`)).json(),
    ).versionId;
    const forced = await as(account)("DELETE", `/v1/convai/tools/${lookup.id}?force=true`);
    expect(forced.statusCode, forced.body).toBe(200);
    expect(await toolIdsOf(first, account)).toEqual([show.id]);
    expect(await toolIdsOf(second, account)).toEqual([]);
    const firstAfter = readAgentAsSdk.agent((await as(account)("GET", `/v1/convai/agents/${first}`)).json());
    expect(firstAfter.versionId).not.toBe(versionBefore);
    expect((await as(account)("GET", `/v1/convai/tools/${lookup.id}`)).statusCode).toBe(404);
    // A tool no agent uses goes without force.
    await as(account)("PATCH", `/v1/convai/agents/${first}`, withTools([]));
    expect((await as(account)("DELETE", `/v1/convai/tools/${show.id}`)).statusCode).toBe(200);
  });

  it("lists executions recorded through recordToolExecution, newest first with filters, and reports usage", async () => {
    const account = await createTestAccount(server);
    const tool = await createTool(webhookTool("lookup_order"), account);
    const other = await createTool(clientTool("show_product"), account);
    const start = server.clock.now();
    const record = (seconds: number, durationMs: number, isError: boolean, agentId = "agent_a") =>
      recordToolExecution(server.ports, {
        workspaceId: account.workspace.id,
        toolId: tool.id,
        agentId,
        conversationId: "conv_1",
        toolRequestId: `call_${seconds}`,
        at: new Date(start.getTime() + seconds * 1000),
        durationMs,
        isError,
        request: { order_id: "A-1" },
        response: isError ? undefined : "x".repeat(toolLimits.executionPayloadCharacters + 10),
        errorMessage: isError ? "Webhook answered 500" : null,
      });
    await record(0, 200, false);
    await record(10, 400, true);
    await record(20, 600, false, "agent_b");
    // Another workspace's id for the tool records nothing.
    const stranger = await createTestAccount(server);
    expect(
      await recordToolExecution(server.ports, {
        workspaceId: stranger.workspace.id,
        toolId: tool.id,
        agentId: "agent_a",
        conversationId: "conv_2",
        durationMs: 1,
        isError: false,
      }),
    ).toBeUndefined();

    const got = readToolAsSdk.tool((await as(account)("GET", `/v1/convai/tools/${tool.id}`)).json());
    expect(got.usageStats).toEqual({ totalCalls: 3, avgLatencySecs: 0.4 });
    const listed = readToolAsSdk.tools((await as(account)("GET", "/v1/convai/tools")).json());
    expect(listed.tools.find((item) => item.id === other.id)?.usageStats).toEqual({
      totalCalls: 0,
      avgLatencySecs: 0,
    });

    const executions = async (query = "") => {
      const response = await as(account)("GET", `/v1/convai/tools/${tool.id}/executions?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return readToolAsSdk.executions(response.json());
    };
    const all = await executions();
    expect(all.executions.map((execution) => execution.toolRequestId)).toEqual([
      "call_20",
      "call_10",
      "call_0",
    ]);
    expect(all.executions[1]).toMatchObject({
      toolId: tool.id,
      agentId: "agent_a",
      conversationId: "conv_1",
      isError: true,
      latencySecs: 0.4,
      requestPayload: '{"order_id":"A-1"}',
      errorMessage: "Webhook answered 500",
      timestamp: Math.floor(start.getTime() / 1000) + 10,
    });
    expect(all.executions[0]!.responsePayload).toHaveLength(toolLimits.executionPayloadCharacters);
    const firstPage = await executions("page_size=2");
    expect(firstPage.hasMore).toBe(true);
    const rest = await executions(`page_size=2&cursor=${firstPage.nextCursor}`);
    expect(rest.executions.map((execution) => execution.toolRequestId)).toEqual(["call_0"]);
    expect(rest.hasMore).toBe(false);
    expect(
      (await executions("is_error=true")).executions.map((execution) => execution.toolRequestId),
    ).toEqual(["call_10"]);
    expect(
      (await executions("agent_id=agent_b")).executions.map((execution) => execution.toolRequestId),
    ).toEqual(["call_20"]);
    const startSeconds = Math.floor(start.getTime() / 1000);
    expect(
      (await executions(`start_time=${startSeconds + 5}&end_time=${startSeconds + 10}`)).executions.map(
        (execution) => execution.toolRequestId,
      ),
    ).toEqual(["call_10"]);
    const badCursor = await as(account)("GET", `/v1/convai/tools/${tool.id}/executions?cursor=nonsense`);
    expect(badCursor.statusCode).toBe(400);

    // Deleting the tool takes its executions with it.
    expect((await as(account)("DELETE", `/v1/convai/tools/${tool.id}`)).statusCode).toBe(200);
    expect((await as(account)("GET", `/v1/convai/tools/${tool.id}/executions`)).statusCode).toBe(404);
  });

  it("lets the creator or an admin change and delete a tool, other members only read and use it", async () => {
    const team = await createTestAccount(server);
    const colleague = await createTestAccount(server);
    const editor = await addTestMember(server, team.workspace.id, colleague.user.id, "editor");
    const adminAccount = await createTestAccount(server);
    const admin = await addTestMember(server, team.workspace.id, adminAccount.user.id, "admin");
    const viewerAccount = await createTestAccount(server);
    const viewer = await addTestMember(server, team.workspace.id, viewerAccount.user.id, "viewer");
    const ownersTool = await createTool(clientTool("owners_tool"), team);

    const seenByEditor = readToolAsSdk.tool(
      (await as(editor)("GET", `/v1/convai/tools/${ownersTool.id}`)).json(),
    );
    expect(seenByEditor.accessInfo).toMatchObject({
      isCreator: false,
      role: "viewer",
      creatorEmail: team.user.email,
    });
    const change = await as(editor)("PATCH", `/v1/convai/tools/${ownersTool.id}`, {
      tool_config: clientTool("renamed"),
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().detail).toEqual({ status: "forbidden", message: messages.toolOwnerOrAdmin });
    expect((await as(editor)("DELETE", `/v1/convai/tools/${ownersTool.id}`)).statusCode).toBe(403);
    // Using it is open to every editor: attach it to an agent of theirs.
    await createAgent(server, editor, withTools([ownersTool.id]));
    const editorsTool = await createTool(clientTool("editors_tool"), editor);
    expect(editorsTool.accessInfo).toMatchObject({ isCreator: true, role: "admin" });
    expect(
      (await as(editor)("PATCH", `/v1/convai/tools/${editorsTool.id}`, { tool_config: clientTool("mine") }))
        .statusCode,
    ).toBe(200);

    const seenByAdmin = readToolAsSdk.tool(
      (await as(admin)("GET", `/v1/convai/tools/${ownersTool.id}`)).json(),
    );
    expect(seenByAdmin.accessInfo.role).toBe("admin");
    expect(
      (await as(admin)("PATCH", `/v1/convai/tools/${ownersTool.id}`, { tool_config: clientTool("by_admin") }))
        .statusCode,
    ).toBe(200);

    expect((await as(viewer)("GET", `/v1/convai/tools/${ownersTool.id}`)).statusCode).toBe(200);
    expect(
      (await as(viewer)("POST", "/v1/convai/tools", { tool_config: clientTool("viewers") })).statusCode,
    ).toBe(403);
    expect((await as(admin)("DELETE", `/v1/convai/tools/${ownersTool.id}?force=true`)).statusCode).toBe(200);
  });

  it("answers another workspace's tool as not found, never changing it", async () => {
    const stranger = await createTestAccount(server);
    const theirs = await createTool(clientTool("their_tool"), stranger);
    for (const [method, path, body] of [
      ["GET", `/v1/convai/tools/${theirs.id}`, undefined],
      ["PATCH", `/v1/convai/tools/${theirs.id}`, { tool_config: clientTool("taken") }],
      ["DELETE", `/v1/convai/tools/${theirs.id}?force=true`, undefined],
      ["GET", `/v1/convai/tools/${theirs.id}/dependent-agents`, undefined],
      ["GET", `/v1/convai/tools/${theirs.id}/executions`, undefined],
    ] as const) {
      const response = await call(method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().detail.status).toBe("tool_not_found");
    }
    const listed = readToolAsSdk.tools((await call("GET", "/v1/convai/tools?page_size=100")).json());
    expect(listed.tools.map((tool) => tool.id)).not.toContain(theirs.id);
    const still = readToolAsSdk.tool((await as(stranger)("GET", `/v1/convai/tools/${theirs.id}`)).json());
    expect(nameOf(still)).toBe("their_tool");
  });
});
