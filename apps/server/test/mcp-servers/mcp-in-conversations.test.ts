import { type FakeOpenAiServer, startFakeOpenAiServer } from "@chorus/adapters/testing/fake-openai";
import { startTestMcpServer, type TestMcpServer } from "@chorus/adapters/testing/mcp-server";
import {
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ConversationFrame,
  endedConversationOf,
  ofType,
  talkTo,
} from "../agents/conversation-support.ts";
import { createAgent } from "../agents/support.ts";
import { allowMcp, createMcpServer } from "./support.ts";

const mcpFrames = (frames: readonly ConversationFrame[]) =>
  frames.filter(ofType("mcp_tool_call")).map((frame) => frame.mcp_tool_call);

describe.each(databaseKinds)("MCP tools in conversations on %s", (kind) => {
  let server: TestServer;
  let owner: TestAccount;
  let mcp: TestMcpServer;
  let fake: FakeOpenAiServer;

  const agentWith = async (approvalPolicy: string) => {
    const serverId = await createMcpServer(server, owner, {
      name: `Weather (${approvalPolicy})`,
      url: mcp.streamableUrl,
      transport: "STREAMABLE_HTTP",
      approval_policy: approvalPolicy,
    });
    const agentId = await createAgent(server, owner, {
      conversation_config: {
        agent: {
          first_message: "Hello!",
          prompt: { prompt: "You tell the weather.", llm: "house-model", mcp_server_ids: [serverId] },
        },
        conversation: {
          text_only: true,
          client_events: ["agent_response", "mcp_tool_call", "mcp_connection_status"],
        },
      },
    });
    return { serverId, agentId };
  };
  const talk = (agentId: string) => talkTo(server, owner, agentId);
  const transcriptOf = async (id: string) => (await endedConversationOf(server, owner, id)).sdk.transcript;

  beforeAll(async () => {
    [mcp, fake] = await Promise.all([
      startTestMcpServer(),
      startFakeOpenAiServer({ models: ["house-model"] }),
    ]);
    server = await startTestServer(kind, {
      LLM_URL: fake.baseUrl,
      LLM_MODELS: "house-model",
      TOOL_WEBHOOK_HTTP_HOSTS: "127.0.0.1",
    });
    owner = await createTestAccount(server);
    await allowMcp(server, owner);
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([mcp?.close(), fake?.close()]);
  });

  it("offers the server's tools to the model, calls one, and answers from its result", async () => {
    const { serverId, agentId } = await agentWith("auto_approve_all");
    const before = fake.requests.length;
    fake.script(
      {
        toolCalls: [
          { id: "call_weather", name: "get_weather", arguments: JSON.stringify({ city: "Paris" }) },
        ],
      },
      { text: "It is sunny in Paris today." },
    );
    const { client, id } = await talk(agentId);
    expect(client.frames.find(ofType("mcp_connection_status"))?.mcp_connection_status).toEqual({
      integrations: [
        { integration_id: serverId, integration_type: "mcp_server", is_connected: true, tool_count: 2 },
      ],
    });
    client.send({ type: "user_message", text: "What's the weather in Paris?" });
    await client.waitFor(
      (frame) =>
        frame.type === "agent_response" && frame.agent_response_event.agent_response.includes("sunny"),
    );
    const [offered, afterTool] = fake.requests.slice(before);
    expect(
      (offered!.body!.tools as { function: { name: string } }[]).map((tool) => tool.function.name),
    ).toEqual(expect.arrayContaining(["get_weather", "add"]));
    expect(JSON.stringify(afterTool!.body!.messages)).toContain("Sunny and 21 °C in Paris.");
    expect(mcpFrames(client.frames).map((frame) => [frame.state, frame.result])).toEqual([
      ["loading", undefined],
      ["success", [{ type: "text", text: "Sunny and 21 °C in Paris." }]],
    ]);
    expect(mcpFrames(client.frames)[0]).toMatchObject({
      service_id: serverId,
      tool_call_id: "call_weather",
      tool_name: "get_weather",
      parameters: { city: "Paris" },
    });
    client.ws.close();
    const results = (await transcriptOf(id)).flatMap((turn) => turn.toolResults ?? []);
    expect(results).toMatchObject([
      { type: "mcp", toolName: "get_weather", resultValue: "Sunny and 21 °C in Paris.", isError: false },
    ]);
  });

  it("waits for the caller's approval when the server asks for it, and tells the model of a refusal", async () => {
    const { agentId } = await agentWith("require_approval_all");
    fake.script(
      { toolCalls: [{ id: "call_add", name: "add", arguments: JSON.stringify({ a: 2, b: 3 }) }] },
      { text: "Two and three make five." },
      { toolCalls: [{ id: "call_add_again", name: "add", arguments: JSON.stringify({ a: 1, b: 1 }) }] },
      { text: "I was not allowed to add them." },
    );
    const { client, id } = await talk(agentId);
    client.send({ type: "user_message", text: "Add two and three" });
    const waiting = (await client.waitFor(ofType("mcp_tool_call"))).mcp_tool_call;
    expect(waiting).toMatchObject({
      state: "awaiting_approval",
      tool_call_id: "call_add",
      approval_timeout_secs: 30,
    });
    client.send({ type: "mcp_tool_approval_result", tool_call_id: "call_add", is_approved: true });
    await client.waitFor(
      (frame) =>
        frame.type === "agent_response" && frame.agent_response_event.agent_response.includes("five"),
    );
    client.send({ type: "user_message", text: "And one and one?" });
    await client.waitFor(
      (frame) => frame.type === "mcp_tool_call" && frame.mcp_tool_call.tool_call_id === "call_add_again",
    );
    client.send({ type: "mcp_tool_approval_result", tool_call_id: "call_add_again", is_approved: false });
    await client.waitFor(
      (frame) =>
        frame.type === "agent_response" && frame.agent_response_event.agent_response.includes("not allowed"),
    );
    expect(mcpFrames(client.frames).map((frame) => [frame.tool_call_id, frame.state])).toEqual([
      ["call_add", "awaiting_approval"],
      ["call_add", "loading"],
      ["call_add", "success"],
      ["call_add_again", "awaiting_approval"],
      ["call_add_again", "failure"],
    ]);
    client.ws.close();
    const results = (await transcriptOf(id)).flatMap((turn) => turn.toolResults ?? []);
    expect(results.map((result) => [result.resultValue, result.isError])).toEqual([
      ["5", false],
      ["Error: the caller did not approve this tool call", true],
    ]);
  });
});
