import { startFakeEmbeddingsServer } from "@chorus/adapters/testing/embeddings";
import {
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectConversation, ofType, signedQuery } from "../agents/conversation-support.ts";
import { createAgent, readAgentAsSdk } from "../agents/support.ts";
import { addText, callAs, readKnowledgeAsSdk } from "./support.ts";

/** A handbook whose facts are nowhere in the agent's prompt. */
const handbook = [
  "Crumb Bakery staff handbook.",
  "Deliveries: we deliver within 5 kilometres of the shop, every day except Sunday.",
  "Allergens: the rye loaf contains no nuts, but it is baked next to the walnut bread.",
  "Catering: orders for more than 20 people need 48 hours of notice.",
  ...Array.from(
    { length: 30 },
    (_, i) => `Shelf ${i + 1} holds flour sacks of batch ${i + 100}, checked weekly.`,
  ),
].join("\n\n");

const prompt = "You are the assistant of Crumb Bakery. Be brief and friendly.";

describe.each(databaseKinds)("knowledge-base retrieval in conversations on %s", (kind) => {
  let server: TestServer;
  let owner: TestAccount;
  let base: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await createTestAccount(server);
    base = await server.listen();
  });
  afterAll(async () => server?.close());

  /** Asks the agent one question in a text conversation; answers the reply and the stored conversation. */
  async function ask(
    agentId: string,
    question: string,
    target: { server: TestServer; account: TestAccount; base: string } = { server, account: owner, base },
  ) {
    const as = callAs(target.server, target.account);
    const signed = await as("GET", `/v1/convai/conversation/get-signed-url?agent_id=${agentId}`);
    const client = connectConversation(target.base, signedQuery(signed.json().signed_url));
    client.send({ type: "conversation_initiation_client_data" });
    const metadata = await client.waitFor(ofType("conversation_initiation_metadata"));
    const conversationId = metadata.conversation_initiation_metadata_event.conversation_id as string;
    const greeting = await client.waitFor(ofType("agent_response"));
    client.send({ type: "user_message", text: question });
    const reply = await client.waitFor((frame) => frame.type === "agent_response" && frame !== greeting);
    client.ws.close();
    await client.closed;
    // The server writes the ended call after the socket closed: wait for it rather than read a call in progress.
    await expect
      .poll(
        async () =>
          (await target.server.ports.store.conversations.find(target.account.workspace.id, conversationId))
            ?.status,
      )
      .toBe("done");
    const stored = readAgentAsSdk.conversation(
      (await as("GET", `/v1/convai/conversations/${conversationId}`)).json(),
    );
    return { reply: reply.agent_response_event.agent_response as string, stored };
  }

  it("answers from retrieved passages with retrieval on, and records which ones on the turn", async () => {
    const documentId = await addText(server, owner, handbook, { name: "Handbook" });
    const agentId = await createAgent(server, owner, {
      conversation_config: {
        agent: {
          first_message: "Hello!",
          prompt: {
            prompt,
            knowledge_base: [{ type: "text", name: "Handbook", id: documentId, usage_mode: "auto" }],
            rag: { enabled: true, max_retrieved_rag_chunks_count: 2 },
          },
        },
        conversation: { text_only: true },
      },
    });
    await server.runJobs();
    const { reply, stored } = await ask(agentId, "Do you deliver on Sunday?");
    expect(reply).toContain("every day except Sunday");
    const turn = stored.transcript.find((entry) => entry.role === "agent" && entry.ragRetrievalInfo);
    expect(turn?.ragRetrievalInfo).toMatchObject({
      embeddingModel: "e5_mistral_7b_instruct",
      retrievalQuery: "Do you deliver on Sunday?",
    });
    const chunks = turn!.ragRetrievalInfo!.chunks;
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.length).toBeLessThanOrEqual(2);
    expect(chunks.every((chunk) => chunk.documentId === documentId)).toBe(true);
    const passages = readKnowledgeAsSdk.chunks(
      (
        await callAs(server, owner)("GET", `/v1/convai/knowledge-base/${documentId}/chunks?page_size=100`)
      ).json(),
    );
    const first = passages.chunks.find((chunk) => chunk.id === chunks[0]!.chunkId);
    expect(first?.content).toContain("every day except Sunday");
  });

  it("gives small knowledge bases whole with retrieval off, and says it does not know what none of it says", async () => {
    const documentId = await addText(server, owner, "Allergens: the rye loaf contains no nuts.", {
      name: "Allergens",
    });
    const agentId = await createAgent(server, owner, {
      conversation_config: {
        agent: {
          first_message: "Hello!",
          prompt: { prompt, knowledge_base: [{ type: "text", name: "Allergens", id: documentId }] },
        },
        conversation: { text_only: true },
      },
    });
    const known = await ask(agentId, "Does the rye loaf contain nuts?");
    expect(known.reply).toContain("the rye loaf contains no nuts");
    expect(known.stored.transcript.every((entry) => !entry.ragRetrievalInfo)).toBe(true);
    const unknown = await ask(agentId, "Can I park my bicycle outside?");
    expect(unknown.reply).toContain("I don't know");
  });

  it("ranks by vectors too when an embeddings server is configured (hybrid), and answers the same", async () => {
    const embeddings = await startFakeEmbeddingsServer();
    const hybrid = await startTestServer(kind, {
      EMBEDDINGS_URL: embeddings.url,
      EMBEDDINGS_MODEL: "test-embedder",
    });
    try {
      const account = await createTestAccount(hybrid);
      const as = callAs(hybrid, account);
      const documentId = await addText(hybrid, account, handbook, { name: "Handbook" });
      await hybrid.runJobs();
      // Every passage was sent to the server once.
      const passages = readKnowledgeAsSdk.chunks(
        (await as("GET", `/v1/convai/knowledge-base/${documentId}/chunks?page_size=100`)).json(),
      );
      expect(embeddings.requests.flat().sort()).toEqual(passages.chunks.map((chunk) => chunk.content).sort());

      const results = await hybrid.ports.store.knowledgeBase.rankByVector(
        account.workspace.id,
        await hybrid.ports.store.knowledgeBase.indexIdsFor(account.workspace.id, "e5_mistral_7b_instruct"),
        (await hybrid.ports.embeddings!.embed(["catering notice for a party"]))[0]!,
        1,
      );
      expect(results[0]?.content).toContain("Catering: orders for more than 20 people");
      expect(results[0]!.score).toBeGreaterThan(0);
      expect(results[0]!.score).toBeLessThanOrEqual(1.0001);

      const agentId = await createAgent(hybrid, account, {
        conversation_config: {
          agent: {
            first_message: "Hello!",
            prompt: {
              prompt,
              knowledge_base: [{ type: "text", name: "Handbook", id: documentId }],
              rag: { enabled: true, max_retrieved_rag_chunks_count: 3 },
            },
          },
          conversation: { text_only: true },
        },
      });
      const asked = embeddings.requests.length;
      const { reply, stored } = await ask(agentId, "How much notice do you need for catering?", {
        server: hybrid,
        account,
        base: await hybrid.listen(),
      });
      expect(reply).toContain("48 hours of notice");
      // The question itself was embedded, and the best passage was found near it.
      expect(embeddings.requests.slice(asked)).toContainEqual(["How much notice do you need for catering?"]);
      const retrieval = stored.transcript.find((entry) => entry.ragRetrievalInfo)?.ragRetrievalInfo;
      expect(retrieval?.chunks[0]?.vectorDistance).toBeLessThan(1);
    } finally {
      await hybrid.close();
      await embeddings.close();
    }
  });
});
