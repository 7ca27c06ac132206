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
import { createAgent, readAgentAsSdk } from "./support.ts";

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

  describe("workflows", () => {
    const asks = (condition: string) => ({ type: "llm", condition });
    /** start → billing (the caller asks about a bill) → end (the caller wants to hang up). */
    const billingWorkflow = {
      nodes: {
        start: { type: "start" },
        billing: {
          type: "override_agent",
          label: "Billing",
          additional_prompt: "Invoices are sent on the first day of every month.",
        },
        end: { type: "end" },
      },
      edges: {
        to_billing: {
          source: "start",
          target: "billing",
          forward_condition: asks("the caller asks about a bill or invoice"),
        },
        to_end: { source: "billing", target: "end", forward_condition: asks("the caller wants to hang up") },
      },
    };
    const workflowAgent = (
      workflow: unknown,
      prompt = "You are the bakery's front desk. We open at eight.",
    ) =>
      createAgent(server, owner, {
        name: "Workflow desk",
        conversation_config: {
          agent: { first_message: "Welcome to the bakery!", prompt: { prompt } },
          conversation: textOnly,
        },
        workflow,
      });
    const nodesOf = (conversation: {
      transcript: { role: string; agent_metadata?: Record<string, string> }[];
    }) =>
      conversation.transcript
        .filter((turn) => turn.role === "agent")
        .map((turn) => turn.agent_metadata?.workflow_node_id);
    const listedWith = async (nodeId: string) => {
      const response = await server.request(
        "GET",
        `/v1/convai/conversations?workflow_node_entered_id=${nodeId}`,
        { token: owner.accessToken },
      );
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json()
        .conversations.map((conversation: { conversation_id: string }) => conversation.conversation_id);
    };

    it("moves into the node the caller's words meet, answers with its prompt, ends at the end node and records the nodes", async () => {
      const agentId = await workflowAgent(billingWorkflow);
      const { client, id } = await talk(agentId);
      client.send({ type: "user_message", text: "When are invoices sent?" });
      await client.waitFor((frame) => (replies([frame])[0] ?? "").includes("first day of every month"));
      client.send({ type: "user_message", text: "Thanks, I want to hang up now." });
      await client.closed;
      expect(replies(client.frames)).toEqual([
        "Welcome to the bakery!",
        "Invoices are sent on the first day of every month. Is there anything else I can help you with?",
      ]);

      const conversation = await conversationOf(id);
      expect(conversation.metadata.termination_reason).toBe("the workflow reached an end node");
      expect(nodesOf(conversation)).toEqual(["start", "billing"]);
      expect(await listedWith("billing")).toContain(id);
      expect(await listedWith("end")).toContain(id);
      expect(await listedWith("nowhere")).not.toContain(id);
    });

    it("follows an expression over the call's dynamic variables before anyone speaks", async () => {
      const agentId = await workflowAgent({
        nodes: {
          start: { type: "start" },
          gold: {
            type: "override_agent",
            label: "Gold",
            additional_prompt: "Gold members get free delivery.",
          },
        },
        edges: {
          is_gold: {
            source: "start",
            target: "gold",
            forward_condition: {
              type: "expression",
              expression: {
                type: "eq_operator",
                left: { type: "dynamic_variable", name: "plan" },
                right: { type: "string_literal", value: "gold" },
              },
            },
          },
        },
      });
      const question = "Is delivery free?";
      const gold = await talkTo(server, owner, agentId, { dynamic_variables: { plan: "gold" } });
      gold.client.send({ type: "user_message", text: question });
      await gold.client.waitFor((frame) => (replies([frame])[0] ?? "").includes("free delivery"));
      gold.client.ws.close();
      expect(nodesOf(await conversationOf(gold.id))).toEqual(["gold", "gold"]);

      const basic = await talkTo(server, owner, agentId, { dynamic_variables: { plan: "basic" } });
      basic.client.send({ type: "user_message", text: question });
      await basic.client.waitFor(() => replies(basic.client.frames).length === 2);
      expect(replies(basic.client.frames)[1]).not.toContain("free delivery");
      basic.client.ws.close();
      expect(nodesOf(await conversationOf(basic.id))).toEqual(["start", "start"]);
    });

    it("runs a tool node's tool and goes on by its result; hands over at a standalone-agent node", async () => {
      const tool = await server.request("POST", "/v1/convai/tools", {
        token: owner.accessToken,
        body: {
          tool_config: {
            type: "client",
            name: "open_ticket",
            description: "Opens a ticket in the caller's app.",
            expects_response: false,
          },
        },
      });
      expect(tool.statusCode, tool.body).toBe(200);
      const agentId = await workflowAgent({
        nodes: {
          start: { type: "start" },
          ticket: { type: "tool", tools: [{ tool_id: tool.json().id }] },
          opened: {
            type: "say",
            label: "Opened",
            message: { type: "literal", text: "Your ticket is open." },
          },
          refunds: { type: "standalone_agent", agent_id: billingId, transfer_message: "Over to billing." },
        },
        edges: {
          to_ticket: {
            source: "start",
            target: "ticket",
            forward_condition: asks("the caller wants a ticket"),
          },
          done: {
            source: "ticket",
            target: "opened",
            forward_condition: { type: "result", successful: true },
          },
          to_refunds: {
            source: "opened",
            target: "refunds",
            forward_condition: asks("the caller asks about refunds"),
          },
        },
      });
      const { client, id } = await talk(agentId);
      client.send({ type: "user_message", text: "Please open a ticket for me." });
      await client.waitFor((frame) => replies([frame])[0] === "Your ticket is open.");
      client.send({ type: "user_message", text: "How long do refunds take?" });
      await client.waitFor((frame) => (replies([frame])[0] ?? "").includes("five business days"));
      client.ws.close();

      const conversation = await conversationOf(id);
      const ticketTurn = conversation.transcript.find(
        (turn: { tool_results?: { tool_name: string }[] }) =>
          turn.tool_results?.[0]?.tool_name === "open_ticket",
      );
      expect(ticketTurn.tool_results[0]).toMatchObject({
        is_error: false,
        result_value: "Client tool executed",
      });
      expect(nodesOf(conversation)).toContain("opened");
      expect(conversation.transcript.at(-1).agent_metadata).toEqual({
        agent_id: billingId,
        workflow_node_id: "refunds",
      });
    });

    it("refuses a workflow with problems, or naming another workspace's agents or unknown tools, with a 422 at the field", async () => {
      const stranger = await createTestAccount(server);
      const theirs = await createAgent(server, stranger, { name: "Theirs" });
      const cases: [unknown, (string | number)[], string][] = [
        [
          { ...billingWorkflow, nodes: { ...billingWorkflow.nodes, again: { type: "start" } } },
          ["body", "workflow", "nodes", "again"],
          messages.workflowStartNodeDuplicate("again"),
        ],
        [
          {
            ...billingWorkflow,
            edges: { ...billingWorkflow.edges, to_end: { source: "billing", target: "end" } },
          },
          ["body", "workflow", "edges", "to_end", "forward_condition"],
          messages.workflowEdgeConditionMissing("to_end"),
        ],
        [
          {
            ...billingWorkflow,
            nodes: { ...billingWorkflow.nodes, billing: { type: "standalone_agent", agent_id: theirs } },
          },
          ["body", "workflow", "nodes", "billing", "agent_id"],
          messages.workflowAgentNotFound(theirs),
        ],
        [
          {
            ...billingWorkflow,
            nodes: { ...billingWorkflow.nodes, billing: { type: "tool", tools: [{ tool_id: "tool_nope" }] } },
          },
          ["body", "workflow", "nodes", "billing", "tools", 0, "tool_id"],
          messages.toolNotFound("tool_nope"),
        ],
      ];
      for (const [workflow, loc, msg] of cases) {
        const response = await server.request("POST", "/v1/convai/agents/create", {
          token: owner.accessToken,
          body: { conversation_config: {}, workflow },
        });
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json().detail[0]).toMatchObject({ loc, msg });
      }
    });

    it("answers the workflow whole, with the defaults the SDK requires, and replaces it on update", async () => {
      const agentId = await workflowAgent(billingWorkflow);
      const read = async () => {
        const response = await server.request("GET", `/v1/convai/agents/${agentId}`, {
          token: owner.accessToken,
        });
        expect(response.statusCode, response.body).toBe(200);
        return readAgentAsSdk.agent(response.json()).workflow!;
      };
      const workflow = await read();
      expect(Object.keys(workflow.nodes)).toEqual(["start", "billing", "end"]);
      expect(workflow.nodes.billing).toMatchObject({
        type: "override_agent",
        label: "Billing",
        edgeOrder: [],
      });
      expect(workflow.preventSubagentLoops).toBe(false);

      const updated = await server.request("PATCH", `/v1/convai/agents/${agentId}`, {
        token: owner.accessToken,
        body: { workflow: { nodes: {}, edges: {} } },
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect((await read()).nodes).toEqual({});
    });
  });
});
