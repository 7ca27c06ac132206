import http from "node:http";
import type { AddressInfo } from "node:net";
import { startRecordingService } from "@chorus/testing";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type SharedChorusAccount, sharedChorusAccount } from "../support/shared-chorus-account.ts";
import { launchBrowser } from "../web/support/browser.ts";
import { agentApi, type Json } from "./support/agent-api.ts";
import { type ClientPageServer, serveClientPage } from "./support/client-page-server.ts";
import { type ClientSession, openClientSession } from "./support/client-session.ts";

/** A local order service the webhook tool calls: what it was asked, and a flat JSON answer. */
const startOrderService = () =>
  startRecordingService((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ status: "shipped", carrier: "La Poste" }));
  });

/**
 * A bakery's MCP server, made with the official MCP SDK: `get_opening_hours(day)`, whose day is one
 * of a list (a value the embedded engine reads from the caller's words). Stateless streamable HTTP.
 */
async function startBakeryMcpServer() {
  const days = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
  const calls: unknown[] = [];
  const server = http.createServer(async (request, response) => {
    const mcp = new McpServer({ name: "bakery", version: "1.0.0" });
    mcp.registerTool(
      "get_opening_hours",
      { description: "Tells when the bakery opens on a day.", inputSchema: { day: z.enum(days) } },
      async ({ day }) => {
        calls.push({ day });
        return { content: [{ type: "text", text: day === "sunday" ? "Closed." : "Open 7 am to 6 pm." }] };
      },
    );
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    response.on("close", () => {
      void transport.close();
      void mcp.close();
    });
    await mcp.connect(transport);
    await transport.handleRequest(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const anythingElse = "Is there anything else I can help you with?";

/**
 * Issue 19's acceptance checks for tools, through the official `@elevenlabs/client` in headless
 * Chromium, with the embedded engine choosing the tool from the caller's words: a webhook tool is
 * called on a local server with the caller's values and its result is said; a client tool
 * round-trips through the page's `clientTools`; an MCP server's tool is called once the caller
 * approves it; `transfer_to_agent` hands the call to another agent.
 */
describe("official @elevenlabs/client in Chromium: an agent's tools", () => {
  let account: SharedChorusAccount;
  let browser: Browser;
  let page: ClientPageServer;
  let orders: Awaited<ReturnType<typeof startOrderService>>;
  let bakery: Awaited<ReturnType<typeof startBakeryMcpServer>>;
  let session: ClientSession | undefined;
  const { api, createAgent } = agentApi(() => account);

  /** A text conversation with the agent, its first message heard. */
  const talk = async (agentId: string, options: Json = {}) => {
    const { signed_url: signedUrl } = await api(
      "GET",
      `/v1/convai/conversation/get-signed-url?agent_id=${agentId}`,
    );
    session = await openClientSession(browser, page.origin);
    const started = await session.start({ signedUrl, textOnly: true, ...options });
    expect(started, await session.describe()).toMatchObject({ ok: true });
    await session.waitForEvents("message", 1, { source: "ai" });
    return { session, conversationId: (started as { conversationId: string }).conversationId };
  };
  const agentMessages = async (count: number) =>
    (await session!.waitForEvents("message", count, { source: "ai" })).map((event) => event.data.message);
  const finished = async (conversationId: string) => {
    let conversation: Json = {};
    await expect
      .poll(async () => {
        conversation = await api("GET", `/v1/convai/conversations/${conversationId}`);
        return conversation.status;
      })
      .toBe("done");
    return conversation;
  };
  const agentWith = (name: string, prompt: Json, firstMessage = `Hello, this is ${name}.`) =>
    createAgent({
      name,
      conversation_config: {
        agent: { first_message: firstMessage, prompt },
        conversation: { text_only: true },
        // No "Are you still there?" in the transcript when a loaded machine is slow between turns.
        turn: { turn_timeout: -1 },
      },
    });

  beforeAll(async () => {
    [account, browser, page, orders, bakery] = await Promise.all([
      sharedChorusAccount("official-client-tools"),
      launchBrowser(),
      serveClientPage(),
      startOrderService(),
      startBakeryMcpServer(),
    ]);
  });
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([page?.close(), orders?.close(), bakery?.close()]);
  });

  it("calls a webhook tool on a local server with the caller's order number and says its result", async () => {
    const tool = await api("POST", "/v1/convai/tools", {
      tool_config: {
        type: "webhook",
        name: "check_order_status",
        description: "Looks up where a customer's order is.",
        api_schema: {
          url: `${orders.base}/orders/{order_number}`,
          method: "GET",
          path_params_schema: { order_number: { type: "integer", description: "The order's number" } },
        },
      },
    });
    const agentId = await agentWith("the bakery", {
      prompt: "You help bakery customers.",
      tool_ids: [tool.id],
    });
    const { conversationId } = await talk(agentId);
    await session!.send("Can you check the status of order 4521?");
    const said = await agentMessages(3);
    expect(said.slice(1)).toEqual([
      "One moment, let me check.",
      `Here is what check order status returned: status: shipped, carrier: La Poste. ${anythingElse}`,
    ]);
    expect(orders.received.map(({ method, url }) => ({ method, url }))).toEqual([
      { method: "GET", url: "/orders/4521" },
    ]);
    const [toolResponse] = await session!.waitForEvents("tool_response");
    expect(toolResponse?.data).toMatchObject({
      tool_name: "check_order_status",
      tool_type: "webhook",
      is_error: false,
    });
    await session!.end();
    const conversation = await finished(conversationId);
    const results = (conversation.transcript as Json[]).flatMap((turn) => turn.tool_results ?? []);
    expect(results).toMatchObject([{ tool_name: "check_order_status", is_error: false }]);
    expect(JSON.parse(results[0].result_value)).toEqual({ status: "shipped", carrier: "La Poste" });
  });

  it("round-trips a client tool through the page's clientTools and says what the page answered", async () => {
    const tool = await api("POST", "/v1/convai/tools", {
      tool_config: {
        type: "client",
        name: "get_cart_total",
        description: "Reads the total of the shopping cart open in the customer's browser.",
        expects_response: true,
        response_timeout_secs: 10,
      },
    });
    const agentId = await agentWith("the shop", { prompt: "You help shop customers.", tool_ids: [tool.id] });
    const { conversationId } = await talk(agentId, { clientToolAnswers: { get_cart_total: "42 euros" } });
    await session!.send("What is my cart total?");
    const said = await agentMessages(3);
    expect(said[2], await session!.describe()).toBe(
      `Here is what get cart total returned: 42 euros. ${anythingElse}`,
    );
    const [call] = await session!.waitForEvents("client_tool");
    expect(call?.data).toEqual({ name: "get_cart_total", parameters: expect.any(Object) });
    // The official client answered with client_tool_result over the socket.
    const sent = session!.frames.filter((frame) => frame.direction === "sent").map((frame) => frame.json);
    expect(sent).toContainEqual(
      expect.objectContaining({ type: "client_tool_result", result: "42 euros", is_error: false }),
    );
    await session!.end();
    const conversation = await finished(conversationId);
    const results = (conversation.transcript as Json[]).flatMap((turn) => turn.tool_results ?? []);
    expect(results).toMatchObject([
      { tool_name: "get_cart_total", type: "client", result_value: "42 euros", is_error: false },
    ]);
  });

  it("calls an MCP server's tool once the caller approves it through the official client", async () => {
    await api("PATCH", "/v1/convai/settings", { can_use_mcp_servers: true });
    const mcpServer = await api("POST", "/v1/convai/mcp-servers", {
      config: {
        name: "Bakery",
        url: bakery.url,
        transport: "STREAMABLE_HTTP",
        approval_policy: "require_approval_all",
      },
    });
    const agentId = await agentWith("the bakery", {
      prompt: "You help bakery customers.",
      mcp_server_ids: [mcpServer.id],
    });
    const { conversationId } = await talk(agentId);
    await session!.send("What are your opening hours on Monday?");
    const [waiting] = await session!.waitForEvents("mcp_tool_call");
    expect(waiting?.data).toMatchObject({
      service_id: mcpServer.id,
      tool_name: "get_opening_hours",
      parameters: { day: "monday" },
      state: "awaiting_approval",
    });
    expect(bakery.calls).toEqual([]);
    await session!.answerMcpApproval(waiting!.data.tool_call_id, true);
    expect((await agentMessages(3))[2]).toBe(
      `Here is what get opening hours returned: Open 7 am to 6 pm. ${anythingElse}`,
    );
    expect(bakery.calls).toEqual([{ day: "monday" }]);
    expect((await session!.events("mcp_tool_call")).map((event) => event.data.state)).toEqual([
      "awaiting_approval",
      "loading",
      "success",
    ]);
    await session!.end();
    const conversation = await finished(conversationId);
    const results = (conversation.transcript as Json[]).flatMap((turn) => turn.tool_results ?? []);
    expect(results).toMatchObject([{ tool_name: "get_opening_hours", type: "mcp", is_error: false }]);
  });

  it("hands the conversation to another agent with transfer_to_agent, which then answers", async () => {
    const billingId = await agentWith(
      "billing",
      { prompt: "You are the billing desk. Refunds take five business days to arrive." },
      "Billing here, how can I help?",
    );
    const agentId = await agentWith("the front desk", {
      prompt: "You are the bakery's front desk.",
      built_in_tools: {
        transfer_to_agent: {
          type: "system",
          name: "transfer_to_agent",
          params: {
            system_tool_type: "transfer_to_agent",
            transfers: [
              {
                agent_id: billingId,
                condition: "The caller asks about billing, invoices or refunds",
                enable_transferred_agent_first_message: true,
              },
            ],
          },
        },
      },
    });
    const { conversationId } = await talk(agentId);
    await session!.send("I have a question about a refund");
    expect((await agentMessages(3)).slice(1)).toEqual([
      "One moment, I'll transfer you.",
      "Billing here, how can I help?",
    ]);
    await session!.send("How long do refunds take?");
    expect((await agentMessages(4))[3]).toBe(`Refunds take five business days to arrive. ${anythingElse}`);
    await session!.end();
    expect(await session!.events("error")).toEqual([]);
    const conversation = await finished(conversationId);
    const spokeBy = (conversation.transcript as Json[])
      .filter((turn) => turn.role === "agent")
      .map((turn) => turn.agent_metadata?.agent_id);
    expect(spokeBy).toEqual([agentId, agentId, billingId, billingId]);
  });
});
