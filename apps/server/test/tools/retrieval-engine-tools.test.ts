import {
  createTestAccount,
  databaseKinds,
  startRecordingService,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectConversation, ofType, signedQuery } from "../agents/conversation-support.ts";
import { createAgent } from "../agents/support.ts";

/** A local order service: what it was asked, and a flat JSON answer. */
const startOrderService = () =>
  startRecordingService((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ status: "shipped", carrier: "La Poste", eta: "2026-12-01" }));
  });

describe.each(databaseKinds)("the embedded engine calling the agent's webhook tool on %s", (kind) => {
  let server: TestServer;
  let owner: TestAccount;
  let orders: Awaited<ReturnType<typeof startOrderService>>;

  beforeAll(async () => {
    orders = await startOrderService();
    server = await startTestServer(kind, { TOOL_WEBHOOK_HTTP_HOSTS: "127.0.0.1" });
    owner = await createTestAccount(server);
  });
  afterAll(async () => {
    await server?.close();
    await orders?.close();
  });

  it("asks for a missing value, calls the tool with the caller's values, and says its result", async () => {
    const variable = await server.request("POST", "/v1/convai/environment-variables", {
      token: owner.accessToken,
      body: { type: "string", label: "CRM_REGION", values: { production: "eu-west" } },
    });
    expect(variable.statusCode, variable.body).toBe(200);
    const created = await server.request("POST", "/v1/convai/tools", {
      token: owner.accessToken,
      body: {
        tool_config: {
          type: "webhook",
          name: "check_order_status",
          description: "Looks up where a customer's order is.",
          api_schema: {
            url: `${orders.base}/orders/{order_number}`,
            method: "POST",
            path_params_schema: { order_number: { type: "integer", description: "The order's number" } },
            request_headers: { "X-Region": { env_var_label: "CRM_REGION" } },
            request_body_schema: {
              type: "object",
              properties: { email: { type: "string", description: "The customer's email address" } },
              required: ["email"],
            },
          },
        },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const agentId = await createAgent(server, owner, {
      conversation_config: {
        agent: {
          first_message: "Hello!",
          prompt: { prompt: "You help bakery customers.", tool_ids: [created.json().id] },
        },
        conversation: {
          text_only: true,
          client_events: ["agent_response", "agent_tool_request", "agent_tool_response"],
        },
      },
    });
    const signed = await server.request("GET", `/v1/convai/conversation/get-signed-url?agent_id=${agentId}`, {
      token: owner.accessToken,
    });
    const client = connectConversation(await server.listen(), signedQuery(signed.json().signed_url));
    client.send({ type: "conversation_initiation_client_data" });
    const greeting = await client.waitFor(ofType("agent_response"));

    client.send({ type: "user_message", text: "Can you check the status of order 4521?" });
    const asked = await client.waitFor((frame) => frame.type === "agent_response" && frame !== greeting);
    expect(asked.agent_response_event.agent_response).toBe(
      "To check order status, I need your email. Could you tell me?",
    );
    expect(orders.received).toEqual([]);

    client.send({ type: "user_message", text: "Sure, it's ada@example.com" });
    const result = await client.waitFor(
      (frame) =>
        frame.type === "agent_response" && frame.agent_response_event.agent_response.startsWith("Here is"),
    );
    expect(result.agent_response_event.agent_response).toBe(
      "Here is what check order status returned: status: shipped, carrier: La Poste, eta: 2026-12-01. Is there anything else I can help you with?",
    );
    // The header carries the environment variable's production value.
    expect(orders.received).toMatchObject([
      {
        url: "/orders/4521",
        body: JSON.stringify({ email: "ada@example.com" }),
        headers: { "x-region": "eu-west" },
      },
    ]);
    expect(orders.received).toHaveLength(1);
    expect(client.frames.find(ofType("agent_tool_response"))?.agent_tool_response).toMatchObject({
      tool_name: "check_order_status",
      tool_type: "webhook",
      is_error: false,
    });
    client.ws.close();
    await client.closed;
  });
});
