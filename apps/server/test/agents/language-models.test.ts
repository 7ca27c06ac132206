import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "@chorus/adapters/testing/fake-openai";
import { writeTinyGguf } from "@chorus/adapters/testing/tiny-gguf";
import { createTestAccount, startTestServer, type TestAccount, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectConversation, listenAddress, ofType, signedQuery } from "./conversation-support.ts";
import { createAgent } from "./support.ts";

/** Opens a text conversation with the agent through a signed URL and waits for its metadata. */
async function talk(server: TestServer, account: TestAccount, agentId: string) {
  const response = await server.request("GET", `/v1/convai/conversation/get-signed-url?agent_id=${agentId}`, {
    token: account.accessToken,
  });
  const client = connectConversation(await listenAddress(server), signedQuery(response.json().signed_url));
  client.send({ type: "conversation_initiation_client_data", dynamic_variables: { city: "Lyon" } });
  const id = (await client.waitFor(ofType("conversation_initiation_metadata")))
    .conversation_initiation_metadata_event.conversation_id as string;
  return { client, id };
}

// The models are the adapters' (their own tests cover them); this proves the conversation uses them.
describe("agents' language models in a conversation", () => {
  let fake: FakeOpenAiServer;
  let server: TestServer;
  let owner: TestAccount;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ apiKey: "sk-remote", models: ["house-model"] });
    server = await startTestServer("pglite", {
      LLM_URL: fake.baseUrl,
      LLM_API_KEY: "sk-remote",
      LLM_MODELS: "house-model",
    });
    owner = await createTestAccount(server);
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it("streams the configured model's reply, sends it the filled-in prompt and history, and records it as producing_llm", async () => {
    const listed = (await server.request("GET", "/v1/convai/llm/list", { token: owner.accessToken })).json();
    expect(listed.llms.map((model: { llm: string }) => model.llm)).toEqual([
      "house-model",
      "chorus-retrieval",
    ]);
    // A hosted product's model name is served by this server's default.
    const agentId = await createAgent(server, owner, {
      conversation_config: {
        agent: { prompt: { prompt: "You help visitors of {{city}}.", llm: "gemini-2.5-flash" } },
        conversation: { text_only: true },
      },
    });
    fake.script({ text: "Lyon has two rivers, the Rhône and the Saône." });
    const { client, id } = await talk(server, owner, agentId);
    client.send({ type: "user_message", text: "Tell me about the rivers." });
    const answer = await client.waitFor(ofType("agent_response"));
    expect(answer.agent_response_event.agent_response).toBe("Lyon has two rivers, the Rhône and the Saône.");
    const request = fake.requests.find((entry) => entry.path.endsWith("/chat/completions"))!;
    expect(request.headers.authorization).toBe("Bearer sk-remote");
    expect(request.body).toMatchObject({ model: "house-model", stream: true });
    expect(request.body!.messages).toEqual([
      { role: "system", content: "You help visitors of Lyon." },
      { role: "user", content: "Tell me about the rivers." },
    ]);
    expect(
      (request.body!.tools as { function: { name: string } }[]).map((tool) => tool.function.name),
    ).toEqual(["end_call"]);
    client.ws.close();
    await client.closed;
    await expect
      .poll(async () => (await server.ports.store.conversations.find(owner.workspace.id, id))?.status)
      .toBe("done");
    const conversation = (
      await server.request("GET", `/v1/convai/conversations/${id}`, { token: owner.accessToken })
    ).json();
    expect(conversation.transcript[1]).toMatchObject({ role: "agent", producing_llm: "house-model" });
    expect(
      conversation.transcript[1].llm_usage.model_usage["house-model"].output_total.tokens,
    ).toBeGreaterThan(0);
  });

  it("ends the call when the model calls end_call, and reports a failing model as llm_error without ending it", async () => {
    const agentId = await createAgent(server, owner, {
      conversation_config: { conversation: { text_only: true } },
    });
    fake.script({ errorStatus: 500, errorMessage: "the model is overloaded" });
    const { client, id } = await talk(server, owner, agentId);
    client.send({ type: "user_message", text: "Hello?" });
    const failure = await client.waitFor(ofType("error"));
    expect(failure.error_event).toMatchObject({ error_type: "llm_error" });
    fake.script({ text: "Goodbye!", toolCalls: [{ name: "end_call", arguments: "{}" }] });
    client.send({ type: "user_message", text: "Bye then." });
    expect((await client.closed).code).toBe(1000);
    await expect
      .poll(async () => (await server.ports.store.conversations.find(owner.workspace.id, id))?.status)
      .toBe("done");
    const conversation = await server.ports.store.conversations.find(owner.workspace.id, id);
    expect(conversation!.metadata.terminationReason).toBe("end_call tool was called");
  });

  it("uses an agent's own OpenAI-compatible server (custom_llm)", async () => {
    const own = await startFakeOpenAiServer({ models: ["their-model"] });
    try {
      own.script({ text: "From the agent's own server." });
      const agentId = await createAgent(server, owner, {
        conversation_config: {
          agent: {
            prompt: {
              custom_llm: {
                url: own.baseUrl,
                model_id: "their-model",
                request_headers: { "x-team": "blue" },
              },
            },
          },
          conversation: { text_only: true },
        },
      });
      const { client } = await talk(server, owner, agentId);
      client.send({ type: "user_message", text: "Who answers?" });
      expect((await client.waitFor(ofType("agent_response"))).agent_response_event.agent_response).toBe(
        "From the agent's own server.",
      );
      expect(own.requests.at(-1)).toMatchObject({
        body: { model: "their-model" },
        headers: { "x-team": "blue" },
      });
      client.ws.close();
      await client.closed;
    } finally {
      await own.close();
    }
  });
});

describe("the embedded llama.cpp model in a conversation", () => {
  let server: TestServer;
  let owner: TestAccount;

  beforeAll(async () => {
    const modelPath = path.join(await mkdtemp(path.join(tmpdir(), "gguf-")), "tiny-llama.gguf");
    await writeTinyGguf(modelPath);
    server = await startTestServer("pglite", { LLM_MODEL_PATH: modelPath });
    owner = await createTestAccount(server);
  });
  afterAll(async () => server?.close());

  it("answers from a GGUF file given by LLM_MODEL_PATH (random weights: mechanics, not fluency)", async () => {
    const listed = (await server.request("GET", "/v1/convai/llm/list", { token: owner.accessToken })).json();
    expect(listed.llms[0]).toMatchObject({ llm: "tiny-llama", kind: "llama-cpp" });
    const agentId = await createAgent(server, owner, {
      conversation_config: { agent: { prompt: { max_tokens: 12 } }, conversation: { text_only: true } },
    });
    const { client, id } = await talk(server, owner, agentId);
    client.send({ type: "user_message", text: "Hello" });
    await client.waitFor(
      (frame) => frame.type === "agent_response" || frame.type === "agent_tool_response",
      60_000,
    );
    client.ws.close();
    await client.closed;
    await expect
      .poll(async () => (await server.ports.store.conversations.find(owner.workspace.id, id))?.status)
      .toBe("done");
    const conversation = await server.ports.store.conversations.find(owner.workspace.id, id);
    expect(conversation!.transcript.find((turn) => turn.role === "agent")?.producingLlm).toBe("tiny-llama");
  }, 90_000);
});
