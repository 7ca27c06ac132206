import { type FakeOpenAiServer, startFakeOpenAiServer } from "@chorus/adapters/testing/fake-openai";
import { conversationTurn } from "@chorus/domain";
import {
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectConversation, listenAddress, ofType, signedQuery } from "./conversation-support.ts";
import { createAgent, endedConversation, readAgentAsSdk } from "./support.ts";

// LLM_PRICES is reported per turn and per conversation; credits still go by the minute.
describe.each(databaseKinds)("language-model prices in conversations on %s", (kind) => {
  let fake: FakeOpenAiServer;
  let server: TestServer;
  let owner: TestAccount;
  const getConversation = async (id: string) => {
    const response = await server.request("GET", `/v1/convai/conversations/${id}`, {
      token: owner.accessToken,
    });
    expect(response.statusCode, response.body).toBe(200);
    return readAgentAsSdk.conversation(response.json());
  };

  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ models: ["priced-model"] });
    server = await startTestServer(kind, {
      LLM_URL: fake.baseUrl,
      LLM_MODELS: "priced-model",
      LLM_PRICES: "priced-model=2.5/10",
    });
    owner = await createTestAccount(server);
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it("records each agent turn's tokens and price, sums them as llm_price, and charges only the minute", async () => {
    const agentId = await createAgent(server, owner, {
      conversation_config: {
        agent: { first_message: "Hello, how can I help?", prompt: { prompt: "You sell bread." } },
        conversation: { text_only: true },
      },
    });
    fake.script(
      { text: "We bake sourdough.", usage: { promptTokens: 1_200, completionTokens: 80 } },
      { text: "It costs five euros.", usage: { promptTokens: 1_500, completionTokens: 40 } },
    );
    const signed = await server.request("GET", `/v1/convai/conversation/get-signed-url?agent_id=${agentId}`, {
      token: owner.accessToken,
    });
    const client = connectConversation(await listenAddress(server), signedQuery(signed.json().signed_url));
    client.send({ type: "conversation_initiation_client_data" });
    const id = (await client.waitFor(ofType("conversation_initiation_metadata")))
      .conversation_initiation_metadata_event.conversation_id as string;
    const replies = () => client.frames.filter(ofType("agent_response")).length;
    await client.waitFor(() => replies() === 1);
    client.send({ type: "user_message", text: "What do you bake?" });
    await client.waitFor(() => replies() === 2);
    client.send({ type: "user_message", text: "How much is a loaf?" });
    await client.waitFor(() => replies() === 3);
    server.clock.advance(60_000);
    client.ws.close();
    await client.closed;
    await expect
      .poll(async () => (await server.ports.store.conversations.find(owner.workspace.id, id))?.status)
      .toBe("done");

    const conversation = await getConversation(id);
    const usage = conversation.transcript.map((turn) => turn.llmUsage?.modelUsage?.["priced-model"]);
    // The first message asked no model. At 2.5 and 10 USD per million: 1,200 × 2.5 / 10⁶ = 0.003, …
    expect(usage).toEqual([
      undefined,
      undefined,
      { input: { tokens: 1_200, price: 0.003 }, outputTotal: { tokens: 80, price: 0.0008 } },
      undefined,
      { input: { tokens: 1_500, price: 0.00375 }, outputTotal: { tokens: 40, price: 0.0004 } },
    ]);
    const { charging } = conversation.metadata;
    expect(charging?.llmPrice).toBe(0.00795);
    expect(charging?.llmUsage?.irreversibleGeneration?.modelUsage?.["priced-model"]).toEqual({
      input: { tokens: 2_700, price: 0.00675 },
      outputTotal: { tokens: 120, price: 0.0012 },
    });
    // A minute at 1,000 credits, whatever the tokens cost.
    expect(conversation.metadata.cost).toBe(1_000);
    const charge = await server.ports.store.creditLedger.findByRequest(id, "charge");
    const refund = await server.ports.store.creditLedger.findByRequest(id, "refund");
    expect(charge!.amount - (refund?.amount ?? 0)).toBe(1_000);
  });

  it("reads a conversation recorded before prices: tokens without a price, and no llm_price", async () => {
    const agentId = await createAgent(server, owner, {});
    const stored = endedConversation({
      workspaceId: owner.workspace.id,
      agentId,
      agentName: "Agent",
      startedAt: server.clock.now(),
      authorizationMethod: "signed_url",
    });
    stored.transcript = [
      conversationTurn({
        role: "agent",
        message: "Our sourdough is five euros.",
        timeInCallSecs: 3,
        producingLlm: "gpt-4o-mini",
        llmUsage: { inputTokens: 300, outputTokens: 12 },
        latencyMs: 420,
      }),
    ];
    await server.ports.store.conversations.insert(stored);

    const conversation = await getConversation(stored.id);
    expect(conversation.transcript[0]?.llmUsage?.modelUsage).toEqual({
      "gpt-4o-mini": { input: { tokens: 300 }, outputTotal: { tokens: 12 } },
    });
    expect(conversation.metadata.charging?.callCharge).toBe(200);
    expect(conversation.metadata.charging?.llmPrice).toBeUndefined();
    expect(conversation.metadata.charging?.llmUsage?.irreversibleGeneration?.modelUsage).toEqual({
      "gpt-4o-mini": { input: { tokens: 300 }, outputTotal: { tokens: 12 } },
    });
  });
});
