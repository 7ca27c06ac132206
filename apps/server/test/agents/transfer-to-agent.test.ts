import { messages } from "@chorus/contract";
import {
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConversationFrame, endedConversationOf, ofType, talkTo } from "./conversation-support.ts";
import { createAgent } from "./support.ts";

const textOnly = {
  text_only: true,
  client_events: ["agent_response", "agent_tool_request", "agent_tool_response"],
};

/** The agent's replies as they came, in order. */
const replies = (frames: readonly ConversationFrame[]) =>
  frames.filter(ofType("agent_response")).map((frame) => frame.agent_response_event.agent_response as string);

describe.each(databaseKinds)("transfer_to_agent on %s", (kind) => {
  let server: TestServer;
  let owner: TestAccount;
  let billingId: string;

  const transferTool = (transfers: Record<string, unknown>[]) => ({
    type: "system",
    name: "transfer_to_agent",
    description: "",
    params: { system_tool_type: "transfer_to_agent", transfers },
  });
  const frontDesk = (transfers: Record<string, unknown>[]) =>
    createAgent(server, owner, {
      name: "Front desk",
      conversation_config: {
        agent: {
          first_message: "Welcome to the bakery!",
          prompt: {
            prompt: "You are the bakery's front desk. We open at eight in the morning.",
            built_in_tools: { transfer_to_agent: transferTool(transfers) },
          },
        },
        conversation: textOnly,
      },
    });
  const talk = (agentId: string) => talkTo(server, owner, agentId);
  const conversationOf = async (id: string) => (await endedConversationOf(server, owner, id)).json;

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await createTestAccount(server);
    billingId = await createAgent(server, owner, {
      name: "Billing",
      conversation_config: {
        agent: {
          first_message: "Billing here, how can I help?",
          prompt: { prompt: "You are the billing desk. Refunds take five business days to arrive." },
        },
        conversation: textOnly,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("hands the call to the agent whose condition the caller's words meet, which opens and then answers", async () => {
    const agentId = await frontDesk([
      {
        agent_id: billingId,
        condition: "The caller asks about billing, invoices or refunds",
        transfer_message: "Let me put you through to billing.",
        enable_transferred_agent_first_message: true,
      },
    ]);
    const { client, id } = await talk(agentId);

    client.send({ type: "user_message", text: "I have a question about a refund" });
    await client.waitFor((frame) => replies([frame])[0] === "Billing here, how can I help?");
    const toolResponse = client.frames.find(ofType("agent_tool_response"))?.agent_tool_response;
    expect(toolResponse).toMatchObject({
      tool_name: "transfer_to_agent",
      tool_type: "system",
      is_error: false,
    });

    client.send({ type: "user_message", text: "How long do refunds take?" });
    await client.waitFor((frame) => (replies([frame])[0] ?? "").includes("five business days"));
    expect(replies(client.frames)).toEqual([
      "Welcome to the bakery!",
      "One moment, I'll transfer you.",
      "Let me put you through to billing.",
      "Billing here, how can I help?",
      "Refunds take five business days to arrive. Is there anything else I can help you with?",
    ]);
    client.ws.close();

    const conversation = await conversationOf(id);
    // The conversation stays the front desk's; each agent turn says who spoke it.
    expect(conversation.agent_id).toBe(agentId);
    const agentTurns = conversation.transcript.filter((turn: { role: string }) => turn.role === "agent");
    expect(
      agentTurns.map((turn: { agent_metadata: { agent_id: string } }) => turn.agent_metadata.agent_id),
    ).toEqual([agentId, agentId, agentId, billingId, billingId]);
    const result = agentTurns[1].tool_results[0];
    expect(result.tool_name).toBe("transfer_to_agent");
    expect(JSON.parse(result.result_value)).toMatchObject({
      status: "success",
      from_agent: agentId,
      to_agent: billingId,
      condition: "The caller asks about billing, invoices or refunds",
    });
  });

  it("without the other agent's first message, the other agent answers the caller's words itself", async () => {
    const agentId = await frontDesk([
      { agent_id: billingId, condition: "The caller asks about refunds or invoices" },
    ]);
    const { client } = await talk(agentId);
    client.send({ type: "user_message", text: "How long do refunds take?" });
    await client.waitFor((frame) => (replies([frame])[0] ?? "").includes("five business days"));
    expect(replies(client.frames)).toEqual([
      "Welcome to the bakery!",
      "One moment, I'll transfer you.",
      "Refunds take five business days to arrive. Is there anything else I can help you with?",
    ]);
    client.ws.close();
  });

  it("keeps the call when the other agent was deleted since, and tells the model why", async () => {
    const goneId = await createAgent(server, owner, { name: "Gone" });
    const agentId = await frontDesk([{ agent_id: goneId, condition: "The caller asks about refunds" }]);
    const deleted = await server.request("DELETE", `/v1/convai/agents/${goneId}`, {
      token: owner.accessToken,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const { client } = await talk(agentId);
    client.send({ type: "user_message", text: "Refunds, please" });
    const response = await client.waitFor(ofType("agent_tool_response"));
    expect(response.agent_tool_response).toMatchObject({ tool_name: "transfer_to_agent", is_error: true });
    client.ws.close();
  });

  it("refuses to save a transfer to an agent that is not the workspace's", async () => {
    const stranger = await createTestAccount(server);
    const theirs = await createAgent(server, stranger, { name: "Theirs" });
    for (const target of [theirs, "agent_does_not_exist"]) {
      const response = await server.request("POST", "/v1/convai/agents/create", {
        token: owner.accessToken,
        body: {
          conversation_config: {
            agent: {
              prompt: {
                built_in_tools: {
                  transfer_to_agent: transferTool([{ agent_id: target, condition: "Always" }]),
                },
              },
            },
          },
        },
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.body).toContain(messages.transferAgentNotFound(target));
    }
  });
});
