import {
  type FakeChatRequest,
  type FakeOpenAiServer,
  startFakeOpenAiServer,
} from "@chorus/adapters/testing/fake-openai";
import {
  createTestAccount,
  databaseKinds,
  startRecordingService,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import {
  GetConversationResponseModel,
  GetToolExecutionsPageResponseModel,
  ToolResponseModel,
} from "@elevenlabs/elevenlabs-js/dist/serialization/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectConversation, listenAddress, ofType, signedQuery } from "../agents/conversation-support.ts";
import { createAgent } from "../agents/support.ts";
import { sdkReadOptions as sdkOptions } from "../sdk-read-options.ts";

/** A local service the webhook tools call: `/orders/…` answers JSON, `/broken` 500, `/slow` too late. */
const startWebhookServer = () =>
  startRecordingService((request, response) => {
    if (request.url.startsWith("/orders/")) {
      response.writeHead(200, { "content-type": "application/json" });
      return response.end(JSON.stringify({ order: { status: "shipped", carrier: "La Poste" } }));
    }
    if (request.url === "/broken") {
      response.writeHead(500, { "content-type": "text/plain" });
      return response.end("database down");
    }
    if (request.url === "/slow") return void setTimeout(() => response.end("{}"), 8_000).unref();
    response.writeHead(404);
    response.end();
  });

/** The tool messages of a model request, by call id. */
const toolMessages = (request: FakeChatRequest) =>
  Object.fromEntries(
    ((request.body?.messages ?? []) as { role: string; tool_call_id?: string; content?: string }[])
      .filter((message) => message.role === "tool")
      .map((message) => [message.tool_call_id, message.content]),
  );

/** Frames a test reads: the tool events besides the replies. */
const clientEvents = [
  "agent_response",
  "agent_tool_request",
  "agent_tool_response",
  "client_tool_call",
  "interruption",
];

describe.each(databaseKinds)("agent tools called during a conversation on %s", (kind) => {
  let fake: FakeOpenAiServer;
  let webhooks: Awaited<ReturnType<typeof startWebhookServer>>;
  let server: TestServer;
  let owner: TestAccount;
  const call = (method: "GET" | "POST", url: string, body?: unknown) =>
    server.request(method, url, { token: owner.accessToken, body });
  const createTool = async (toolConfig: unknown) => {
    const response = await call("POST", "/v1/convai/tools", { tool_config: toolConfig });
    expect(response.statusCode, response.body).toBe(200);
    return ToolResponseModel.parseOrThrow(response.json(), sdkOptions).id;
  };
  const agentWith = (toolIds: string[], extra: Record<string, unknown> = {}) =>
    createAgent(server, owner, {
      conversation_config: {
        agent: { prompt: { prompt: "You help customers.", tool_ids: toolIds }, ...extra },
        conversation: { text_only: true, client_events: clientEvents },
      },
    });
  const talk = async (agentId: string, dynamicVariables: Record<string, string> = {}) => {
    const signed = await call("GET", `/v1/convai/conversation/get-signed-url?agent_id=${agentId}`);
    const client = connectConversation(await listenAddress(server), signedQuery(signed.json().signed_url));
    client.send({ type: "conversation_initiation_client_data", dynamic_variables: dynamicVariables });
    const id = (await client.waitFor(ofType("conversation_initiation_metadata")))
      .conversation_initiation_metadata_event.conversation_id as string;
    return { client, id };
  };
  const conversationOf = async (id: string) => {
    await expect
      .poll(async () => (await server.ports.store.conversations.find(owner.workspace.id, id))?.status)
      .toBe("done");
    const response = await call("GET", `/v1/convai/conversations/${id}`);
    GetConversationResponseModel.parseOrThrow(response.json(), sdkOptions);
    return response.json();
  };
  const executionsOf = async (toolId: string) => {
    const response = await call("GET", `/v1/convai/tools/${toolId}/executions`);
    expect(response.statusCode, response.body).toBe(200);
    return GetToolExecutionsPageResponseModel.parseOrThrow(response.json(), sdkOptions).executions;
  };

  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ models: ["house-model"] });
    webhooks = await startWebhookServer();
    server = await startTestServer(kind, {
      LLM_URL: fake.baseUrl,
      LLM_MODELS: "house-model",
      TOOL_WEBHOOK_HTTP_HOSTS: "127.0.0.1",
    });
    owner = await createTestAccount(server);
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
    await webhooks?.close();
  });

  it("calls a webhook with the model's arguments, a secret header and variables, then answers from its result", async () => {
    const secret = await call("POST", "/v1/convai/secrets", {
      type: "new",
      name: "orders_key",
      value: "k-123",
    });
    expect(secret.statusCode, secret.body).toBe(200);
    const toolId = await createTool({
      type: "webhook",
      name: "lookup_order",
      description: "Looks up an order by its number.",
      response_timeout_secs: 5,
      pre_tool_speech: "force",
      api_schema: {
        url: `${webhooks.base}/orders/{order_id}`,
        method: "POST",
        path_params_schema: { order_id: { type: "string", description: "The order number" } },
        query_params_schema: {
          properties: {
            verbose: { type: "boolean", description: "More detail" },
            channel: { type: "string", constant_value: "voice" },
          },
        },
        request_body_schema: {
          type: "object",
          properties: {
            email: { type: "string", description: "The customer's email" },
            agent: { type: "string", dynamic_variable: "system__agent_id" },
          },
          required: ["email"],
        },
        request_headers: {
          "X-Api-Key": { secret_id: secret.json().secret_id },
          "X-Customer": { variable_name: "customer_id" },
          "X-Source": "chorus",
        },
      },
      assignments: [{ dynamic_variable: "order_status", value_path: "order.status" }],
    });
    // A tool removed behind the agent's back (not through the API, which takes it off its agents).
    const goneId = await createTool({ type: "client", name: "gone", description: "Removed." });
    const agentId = await createAgent(server, owner, {
      conversation_config: {
        agent: {
          prompt: { prompt: "Order status: {{order_status}}.", tool_ids: [toolId, goneId] },
          dynamic_variables: { dynamic_variable_placeholders: { order_status: "unknown" } },
        },
        conversation: { text_only: true, client_events: clientEvents },
      },
    });
    await server.ports.store.tools.delete(owner.workspace.id, goneId);
    const before = fake.requests.length;
    fake.script(
      {
        toolCalls: [
          {
            id: "call_lookup",
            name: "lookup_order",
            arguments: JSON.stringify({ order_id: "A 1/2", verbose: true, email: "ada@example.com" }),
          },
        ],
      },
      {
        text: (request) => {
          const result = JSON.parse(toolMessages(request).call_lookup ?? "{}");
          return `Your order is ${result.order?.status}, with ${result.order?.carrier}.`;
        },
      },
    );
    const { client, id } = await talk(agentId, { customer_id: "cust_42" });
    client.send({ type: "user_message", text: "Where is order A 1/2?" });
    const answer = await client.waitFor(
      (frame) =>
        frame.type === "agent_response" && frame.agent_response_event.agent_response.startsWith("Your"),
    );
    expect(answer.agent_response_event.agent_response).toBe("Your order is shipped, with La Poste.");

    // The caller heard the forced pre-tool speech, then the tool's request and response events.
    const kinds = client.frames
      .filter((frame) => frame.type !== "ping")
      .map((frame) =>
        frame.type === "agent_response" ? `say:${frame.agent_response_event.agent_response}` : frame.type,
      );
    expect(kinds.slice(1)).toEqual([
      "say:One moment, please.",
      "agent_tool_request",
      "agent_tool_response",
      "say:Your order is shipped, with La Poste.",
    ]);
    const response = client.frames.find(ofType("agent_tool_response"))!.agent_tool_response;
    expect(response).toMatchObject({
      tool_name: "lookup_order",
      tool_call_id: "call_lookup",
      tool_type: "webhook",
      is_error: false,
      is_called: true,
    });

    // The service got the path encoded, the query, the JSON body and the headers (the secret decrypted).
    const received = webhooks.received.at(-1)!;
    expect(received.method).toBe("POST");
    const url = new URL(received.url, webhooks.base);
    expect(url.pathname).toBe("/orders/A%201%2F2");
    expect(Object.fromEntries(url.searchParams)).toEqual({ verbose: "true", channel: "voice" });
    expect(JSON.parse(received.body)).toEqual({ email: "ada@example.com", agent: agentId });
    expect(received.headers).toMatchObject({
      "x-api-key": "k-123",
      "x-customer": "cust_42",
      "x-source": "chorus",
      "content-type": "application/json",
    });

    // The model was offered the tool with the parameters it fills, then given its result; the
    // assignment changed the prompt's variable for the rest of the call.
    const [first, second] = fake.requests.slice(before);
    const offered = (first!.body!.tools as { function: { name: string; parameters: unknown } }[]).find(
      (tool) => tool.function.name === "lookup_order",
    );
    expect(
      (first!.body!.tools as { function: { name: string } }[]).map((tool) => tool.function.name),
    ).toEqual(["end_call", "lookup_order"]);
    expect(offered?.function.parameters).toEqual({
      type: "object",
      properties: {
        order_id: { type: "string", description: "The order number" },
        verbose: { type: "boolean", description: "More detail" },
        email: { type: "string", description: "The customer's email" },
      },
      required: ["order_id", "email"],
    });
    expect(toolMessages(second!)).toEqual({
      call_lookup: JSON.stringify({ order: { status: "shipped", carrier: "La Poste" } }),
    });
    expect((second!.body!.messages as { content: string }[])[0]!.content).toBe("Order status: shipped.");

    client.ws.close();
    await client.closed;
    const conversation = await conversationOf(id);
    const toolTurn = conversation.transcript.find(
      (turn: { tool_calls: unknown[] }) => turn.tool_calls.length,
    );
    expect(toolTurn).toMatchObject({
      role: "agent",
      message: "One moment, please.",
      tool_calls: [{ type: "webhook", request_id: "call_lookup", tool_name: "lookup_order" }],
      tool_results: [{ type: "webhook", request_id: "call_lookup", is_error: false }],
    });
    expect(JSON.parse(toolTurn.tool_calls[0].params_as_json)).toMatchObject({ order_id: "A 1/2" });
    expect(conversation.transcript.at(-1)).toMatchObject({
      role: "agent",
      message: "Your order is shipped, with La Poste.",
    });
    const executions = await executionsOf(toolId);
    expect(executions).toHaveLength(1);
    expect(executions[0]).toMatchObject({ toolRequestId: "call_lookup", conversationId: id, isError: false });
    expect(executions[0]!.responsePayload).toContain("shipped");
    expect(executions[0]!.requestPayload).not.toContain("k-123");
  });

  it("tells the model when a webhook answers 500, times out, or is refused by the address policy", async () => {
    const tool = (name: string, url: string) => ({
      type: "webhook",
      name,
      description: `The ${name} service.`,
      response_timeout_secs: 5,
      api_schema: { url, method: "GET" },
    });
    const broken = await createTool(tool("broken", `${webhooks.base}/broken`));
    const slow = await createTool(tool("slow", `${webhooks.base}/slow`));
    // https is allowed when saved; the name resolves to this machine, which only listed hosts may reach.
    const inside = await createTool(tool("inside", "https://localhost:9/secret"));
    const agentId = await agentWith([broken, slow, inside]);
    const before = fake.requests.length;
    const calls = webhooks.received.length;
    fake.script(
      {
        text: "Let me check.",
        toolCalls: [
          { id: "call_broken", name: "broken", arguments: "{}" },
          { id: "call_slow", name: "slow", arguments: "{}" },
          { id: "call_inside", name: "inside", arguments: "{}" },
        ],
      },
      { text: (request) => `Errors: ${Object.keys(toolMessages(request)).length}.` },
    );
    const { client, id } = await talk(agentId);
    client.send({ type: "user_message", text: "Check everything." });
    await client.waitFor(
      (frame) =>
        frame.type === "agent_response" && frame.agent_response_event.agent_response === "Errors: 3.",
      20_000,
    );
    const responses = client.frames
      .filter(ofType("agent_tool_response"))
      .map((frame) => frame.agent_tool_response);
    expect(responses.map((response) => [response.tool_name, response.is_error])).toEqual([
      ["broken", true],
      ["slow", true],
      ["inside", true],
    ]);
    const told = toolMessages(fake.requests[before + 1]!);
    expect(told.call_broken).toBe("Error: the webhook answered 500: database down");
    expect(told.call_slow).toBe("Error: the webhook did not answer within 5 s");
    expect(told.call_inside).toMatch(/^Error: localhost resolves to an address tools may not call/);
    // Only the two local services were reached.
    expect(webhooks.received.slice(calls).map((received) => received.url)).toEqual(["/broken", "/slow"]);
    client.ws.close();
    await client.closed;
    const conversation = await conversationOf(id);
    const toolTurn = conversation.transcript.find(
      (turn: { tool_calls: unknown[] }) => turn.tool_calls.length,
    );
    expect(toolTurn.message).toBe("Let me check.");
    expect(toolTurn.tool_results.map((result: { is_error: boolean }) => result.is_error)).toEqual([
      true,
      true,
      true,
    ]);
    const [execution] = await executionsOf(broken);
    expect(execution).toMatchObject({
      isError: true,
      errorMessage: "the webhook answered 500: database down",
    });
  }, 30_000);

  it("round-trips a client tool, ignores results of unknown calls, and times out a client that does not answer", async () => {
    const clientTool = (name: string, extra: Record<string, unknown>) => ({
      type: "client",
      name,
      description: `The ${name} tool of the caller's app.`,
      parameters: {
        type: "object",
        properties: { product_id: { type: "string", description: "The product" } },
        required: ["product_id"],
      },
      ...extra,
    });
    const show = await createTool(
      clientTool("show_product", { expects_response: true, response_timeout_secs: 10 }),
    );
    const pick = await createTool(
      clientTool("pick_colour", { expects_response: true, response_timeout_secs: 1 }),
    );
    const notify = await createTool(clientTool("notify", { expects_response: false }));
    const agentId = await agentWith([show, pick, notify]);
    const before = fake.requests.length;
    fake.script(
      { toolCalls: [{ id: "call_show", name: "show_product", arguments: '{"product_id":"p-1"}' }] },
      { text: (request) => `The screen says: ${toolMessages(request).call_show}` },
    );
    const { client, id } = await talk(agentId);
    client.send({ type: "user_message", text: "Show me the lamp." });
    const toolCall = (await client.waitFor(ofType("client_tool_call"))).client_tool_call;
    expect(toolCall).toMatchObject({
      tool_name: "show_product",
      tool_call_id: "call_show",
      parameters: { product_id: "p-1" },
    });
    expect(typeof toolCall.event_id).toBe("number");
    client.send({
      type: "client_tool_result",
      tool_call_id: "call_unknown",
      result: "ignored",
      is_error: false,
    });
    client.send({
      type: "client_tool_result",
      tool_call_id: "call_show",
      result: "lamp shown in red",
      is_error: false,
    });
    const answer = await client.waitFor(ofType("agent_response"));
    expect(answer.agent_response_event.agent_response).toBe("The screen says: lamp shown in red");

    // A client that never answers: the model is told after the tool's timeout (1 s); a tool that
    // expects no response is done at once.
    fake.script(
      {
        toolCalls: [
          { id: "call_pick", name: "pick_colour", arguments: '{"product_id":"p-1"}' },
          { id: "call_notify", name: "notify", arguments: '{"product_id":"p-1"}' },
        ],
      },
      { text: "Sorry, I could not pick a colour." },
    );
    client.send({ type: "user_message", text: "Pick a colour." });
    await client.waitFor(
      (frame) =>
        frame.type === "agent_response" &&
        frame.agent_response_event.agent_response === "Sorry, I could not pick a colour.",
      10_000,
    );
    expect(toolMessages(fake.requests[before + 3]!)).toMatchObject({
      call_pick: "Error: the client did not answer within 1 s",
      call_notify: "Client tool executed",
    });
    expect(
      client.frames.filter(ofType("client_tool_call")).map((frame) => frame.client_tool_call.tool_name),
    ).toEqual(["show_product", "pick_colour", "notify"]);
    client.ws.close();
    await client.closed;
    const conversation = await conversationOf(id);
    const results = conversation.transcript.flatMap((turn: { tool_results: unknown[] }) => turn.tool_results);
    expect(results).toMatchObject([
      { type: "client", request_id: "call_show", result_value: "lamp shown in red", is_error: false },
      { type: "client", request_id: "call_pick", is_error: true },
      { type: "client", request_id: "call_notify", result_value: "Client tool executed", is_error: false },
    ]);
    expect((await executionsOf(pick))[0]).toMatchObject({ isError: true, toolRequestId: "call_pick" });
  }, 30_000);

  it("stops waiting for a client tool when the caller interrupts, and the model sees the call interrupted", async () => {
    const wait = await createTool({
      type: "client",
      name: "wait_forever",
      description: "Waits for the caller's app.",
      expects_response: true,
      response_timeout_secs: -1,
    });
    const agentId = await agentWith([wait]);
    const before = fake.requests.length;
    fake.script(
      { toolCalls: [{ id: "call_wait", name: "wait_forever", arguments: "{}" }] },
      { text: (request) => `Told: ${toolMessages(request).call_wait}` },
    );
    const { client, id } = await talk(agentId);
    client.send({ type: "user_message", text: "Do the thing." });
    await client.waitFor(ofType("client_tool_call"));
    client.send({ type: "user_message", text: "Never mind." });
    const answer = await client.waitFor(ofType("agent_response"));
    expect(answer.agent_response_event.agent_response).toBe(
      "Told: The tool call was interrupted before it finished.",
    );
    const messages = fake.requests[before + 1]!.body!.messages as { role: string }[];
    expect(messages.map((message) => message.role)).toEqual(["system", "user", "assistant", "tool", "user"]);
    client.ws.close();
    await client.closed;
    const conversation = await conversationOf(id);
    const results = conversation.transcript.flatMap((turn: { tool_results: unknown[] }) => turn.tool_results);
    expect(results).toMatchObject([{ type: "client", request_id: "call_wait", is_error: true }]);
    expect((await executionsOf(wait))[0]).toMatchObject({
      isError: true,
      errorMessage: "interrupted: the caller spoke or the call ended",
    });
  });
});
