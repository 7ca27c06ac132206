import type { LanguageModel, LanguageModelEvent, LanguageModelRequest } from "@chorus/domain";
import { afterEach, describe, expect, it } from "vitest";
import { createLanguageModels } from "./language-model-catalogue.ts";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "./testing/fake-openai-server.ts";

const llamaCpp: LanguageModel = {
  id: "qwen2.5-0.5b-instruct",
  kind: "llama-cpp",
  async *chat() {
    yield { type: "text", text: "from llama.cpp" };
  },
};

let server: FakeOpenAiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function collect(events: AsyncIterable<LanguageModelEvent>): Promise<LanguageModelEvent[]> {
  const collected: LanguageModelEvent[] = [];
  for await (const event of events) collected.push(event);
  return collected;
}

const hello: LanguageModelRequest = {
  messages: [{ role: "user", content: "Hello" }],
  tools: [],
  signal: new AbortController().signal,
  language: "en",
};

describe("language model catalogue", () => {
  it("offers only the retrieval engine when nothing is configured", () => {
    const models = createLanguageModels({});
    expect(models.list()).toEqual([{ llm: "chorus-retrieval", kind: "retrieval" }]);
    expect(models.forAgent(undefined).id).toBe("chorus-retrieval");
    expect(models.forAgent("gemini-2.5-flash").id).toBe("chorus-retrieval");
  });

  it("lists the remote models first, then llama.cpp, then the retrieval engine", () => {
    const models = createLanguageModels({
      remote: { baseUrl: "http://localhost:11434/v1", models: ["llama3.2", "qwen2.5:7b", "llama3.2"] },
      llamaCpp,
    });
    expect(models.list()).toEqual([
      { llm: "llama3.2", kind: "remote" },
      { llm: "qwen2.5:7b", kind: "remote" },
      { llm: "qwen2.5-0.5b-instruct", kind: "llama-cpp" },
      { llm: "chorus-retrieval", kind: "retrieval" },
    ]);
  });

  it("makes llama.cpp the default without a remote server", () => {
    const models = createLanguageModels({ llamaCpp });
    expect(models.list()[0]).toEqual({ llm: "qwen2.5-0.5b-instruct", kind: "llama-cpp" });
    expect(models.forAgent("gpt-4o")).toBe(llamaCpp);
  });

  it("serves an agent the model it names when configured, else the default", () => {
    const models = createLanguageModels({
      remote: { baseUrl: "http://localhost:11434/v1", models: ["llama3.2", "qwen2.5:7b"] },
      llamaCpp,
    });
    expect(models.forAgent("qwen2.5:7b")).toMatchObject({ id: "qwen2.5:7b", kind: "remote" });
    expect(models.forAgent("gemini-2.5-flash")).toMatchObject({ id: "llama3.2", kind: "remote" });
    expect(models.forAgent(undefined)).toMatchObject({ id: "llama3.2", kind: "remote" });
    // The listed ones are all there to choose.
    expect(models.forAgent("chorus-retrieval").kind).toBe("retrieval");
    expect(models.forAgent("qwen2.5-0.5b-instruct")).toBe(llamaCpp);
  });

  it("prices the remote models as configured, an unpriced one and the retrieval engine at 0, a custom LLM not at all", () => {
    const gpt4oMini = { inputUsdPerMillionTokens: 0.15, outputUsdPerMillionTokens: 0.6 };
    const free = { inputUsdPerMillionTokens: 0, outputUsdPerMillionTokens: 0 };
    const models = createLanguageModels({
      remote: {
        baseUrl: "https://api.openai.com/v1",
        models: ["gpt-4o-mini", "llama3.2"],
        prices: new Map([["gpt-4o-mini", gpt4oMini]]),
      },
    });
    expect(models.forAgent("gpt-4o-mini").price).toEqual(gpt4oMini);
    expect(models.forAgent("llama3.2").price).toEqual(free);
    expect(models.forAgent("chorus-retrieval").price).toEqual(free);
    expect(
      models.forAgent("gpt-4o-mini", { url: "https://llm.example/v1", modelId: "gpt-4o-mini" }).price,
    ).toBeUndefined();
  });

  it("sends the configured key to the configured server", async () => {
    server = await startFakeOpenAiServer({ apiKey: "sk-configured", replies: [{ text: "Hi from remote." }] });
    const models = createLanguageModels({
      remote: { baseUrl: server.baseUrl, apiKey: "sk-configured", models: ["llama3.2"] },
    });

    const events = await collect(models.forAgent("llama3.2").chat(hello));

    expect(events[0]).toEqual({ type: "text", text: "Hi" });
    expect(server.requests[0]?.body).toMatchObject({ model: "llama3.2" });
  });

  it("serves an agent's custom LLM from its own server, with its key and headers", async () => {
    server = await startFakeOpenAiServer({ apiKey: "sk-agent", replies: [{ text: "Custom answer." }] });
    const models = createLanguageModels({ llamaCpp });

    const model = models.forAgent("gpt-4o", {
      url: `${server.baseUrl}/chat/completions`,
      modelId: "my-finetune",
      apiKey: "sk-agent",
      requestHeaders: { "x-agent": "rosies" },
    });
    const events = await collect(model.chat(hello));

    expect(model).toMatchObject({ id: "my-finetune", kind: "remote" });
    expect(events.some((event) => event.type === "text")).toBe(true);
    expect(server.requests[0]?.path).toBe("/v1/chat/completions");
    expect(server.requests[0]?.headers["x-agent"]).toBe("rosies");
    expect(server.requests[0]?.body).toMatchObject({ model: "my-finetune" });
  });
});
