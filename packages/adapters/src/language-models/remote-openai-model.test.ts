import type { LanguageModelEvent, LanguageModelRequest } from "@chorus/domain";
import { LanguageModelError } from "@chorus/domain";
import { afterEach, describe, expect, it } from "vitest";
import { createRemoteOpenAiModel } from "./remote-openai-model.ts";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "./testing/fake-openai-server.ts";

const apiKey = "sk-test-4f9a2c1b7e";
let server: FakeOpenAiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

function request(overrides: Partial<LanguageModelRequest> = {}): LanguageModelRequest {
  return {
    messages: [
      { role: "system", content: "You are the assistant of Rosie's Bakery." },
      { role: "user", content: "When do you open?" },
    ],
    tools: [],
    signal: new AbortController().signal,
    language: "en",
    ...overrides,
  };
}

async function collect(events: AsyncIterable<LanguageModelEvent>): Promise<LanguageModelEvent[]> {
  const collected: LanguageModelEvent[] = [];
  for await (const event of events) collected.push(event);
  return collected;
}

async function failure(events: AsyncIterable<LanguageModelEvent>): Promise<unknown> {
  try {
    await collect(events);
  } catch (error) {
    return error;
  }
  throw new Error("expected the stream to fail");
}

describe("remote OpenAI-compatible model", () => {
  it("streams the text in pieces, in order, then the usage the server reports", async () => {
    server = await startFakeOpenAiServer({
      apiKey,
      replies: [
        { text: "We open at seven every morning.", usage: { promptTokens: 21, completionTokens: 8 } },
      ],
    });
    const model = createRemoteOpenAiModel({ baseUrl: server.baseUrl, model: "llama3.2", apiKey });

    const events = await collect(model.chat(request()));

    const texts = events.filter((event) => event.type === "text");
    expect(texts.length).toBeGreaterThan(3);
    expect(texts.map((event) => event.text).join("")).toBe("We open at seven every morning.");
    expect(events.at(-1)).toEqual({ type: "usage", inputTokens: 21, outputTokens: 8 });
    expect(events.filter((event) => event.type === "usage")).toHaveLength(1);
    expect(model.id).toBe("llama3.2");
    expect(model.kind).toBe("remote");
  });

  it("sends the conversation, tools, sampling settings, extra body and key the OpenAI way", async () => {
    server = await startFakeOpenAiServer({ apiKey, replies: [{ text: "It is sunny." }] });
    const model = createRemoteOpenAiModel({
      baseUrl: `${server.baseUrl}/`,
      model: "gpt-4o-mini",
      apiKey,
      headers: { "x-tenant": "rosies" },
    });

    await collect(
      model.chat(
        request({
          messages: [
            { role: "system", content: "Be brief." },
            { role: "user", content: "Weather in Lyon?" },
            {
              role: "assistant",
              content: "",
              toolCalls: [{ id: "call_1", name: "get_weather", arguments: { city: "Lyon" } }],
            },
            { role: "tool", toolCallId: "call_1", content: '{"sky":"sunny"}' },
          ],
          tools: [
            {
              name: "get_weather",
              description: "The weather in a city",
              parameters: { type: "object", properties: { city: { type: "string" } } },
            },
          ],
          temperature: 0.2,
          maxTokens: 150,
          // `stream` and `model` in the extra body must not win over the adapter's own.
          extraBody: { top_p: 0.9, user: "conversation-7", stream: false, model: "other" },
        }),
      ),
    );

    expect(server.requests).toHaveLength(1);
    const received = server.requests[0];
    expect(received?.path).toBe("/v1/chat/completions");
    expect(received?.headers.authorization).toBe(`Bearer ${apiKey}`);
    expect(received?.headers["x-tenant"]).toBe("rosies");
    expect(received?.body).toMatchObject({
      model: "gpt-4o-mini",
      stream: true,
      stream_options: { include_usage: true },
      temperature: 0.2,
      max_tokens: 150,
      top_p: 0.9,
      user: "conversation-7",
      tools: [
        {
          type: "function",
          function: {
            name: "get_weather",
            description: "The weather in a city",
            parameters: { type: "object", properties: { city: { type: "string" } } },
          },
        },
      ],
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: "Weather in Lyon?" },
        {
          role: "assistant",
          content: null,
          tool_calls: [
            {
              id: "call_1",
              type: "function",
              function: { name: "get_weather", arguments: '{"city":"Lyon"}' },
            },
          ],
        },
        { role: "tool", tool_call_id: "call_1", content: '{"sky":"sunny"}' },
      ],
    });
  });

  it("leaves out tools when there are none, and the Authorization header when there is no key", async () => {
    server = await startFakeOpenAiServer({ replies: [{ text: "Hello." }] });
    const model = createRemoteOpenAiModel({ baseUrl: server.baseUrl, model: "llama3.2" });

    await collect(model.chat(request()));

    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[0]?.body).not.toHaveProperty("tools");
    expect(server.requests[0]?.body).not.toHaveProperty("temperature");
  });

  it("assembles tool calls streamed in pieces and gives them after the text, in index order", async () => {
    server = await startFakeOpenAiServer({
      replies: [
        {
          text: "Let me check.",
          toolCalls: [
            {
              id: "call_weather",
              name: "get_weather",
              arguments: '{"city":"Lyon","days":3,"units":"metric"}',
            },
            { id: "call_end", name: "end_call", arguments: "" },
          ],
        },
      ],
    });
    const model = createRemoteOpenAiModel({ baseUrl: server.baseUrl, model: "gpt-4o-mini", apiKey });

    const events = await collect(model.chat(request()));

    const types = events.map((event) => event.type);
    const firstCall = types.indexOf("tool_call");
    expect(types.slice(0, firstCall).every((type) => type === "text")).toBe(true);
    expect(types.slice(firstCall)).toEqual(["tool_call", "tool_call", "usage"]);
    expect(events.flatMap((event) => (event.type === "text" ? [event.text] : [])).join("")).toBe(
      "Let me check.",
    );
    expect(events.filter((event) => event.type === "tool_call")).toEqual([
      {
        type: "tool_call",
        call: {
          id: "call_weather",
          name: "get_weather",
          arguments: { city: "Lyon", days: 3, units: "metric" },
        },
      },
      { type: "tool_call", call: { id: "call_end", name: "end_call", arguments: {} } },
    ]);
  });

  it("fails with a LanguageModelError when a tool call's arguments are not valid JSON", async () => {
    server = await startFakeOpenAiServer({
      replies: [{ toolCalls: [{ name: "get_weather", arguments: '{"city": "Lyon"' }] }],
    });
    const model = createRemoteOpenAiModel({ baseUrl: server.baseUrl, model: "gpt-4o-mini", apiKey });

    const error = await failure(model.chat(request()));

    expect(error).toBeInstanceOf(LanguageModelError);
    expect(String(error)).toContain('tool "get_weather"');
    expect(String(error)).toContain("not valid JSON");
  });

  it("reports a server error as a LanguageModelError without the API key, even when the server repeats it", async () => {
    server = await startFakeOpenAiServer({
      replies: [
        {
          errorStatus: 500,
          errorMessage: (received) => `Upstream failed for ${received.headers.authorization ?? "nobody"}`,
        },
      ],
    });
    const model = createRemoteOpenAiModel({ baseUrl: server.baseUrl, model: "gpt-4o-mini", apiKey });

    const error = await failure(model.chat(request()));

    expect(error).toBeInstanceOf(LanguageModelError);
    const message = error instanceof Error ? error.message : "";
    expect(message).toContain("HTTP 500");
    expect(message).toContain("Upstream failed for Bearer [redacted]");
    expect(message).not.toContain(apiKey);
    // Logs serialize an error's cause too: the client's own error (which repeats the key) is not kept.
    expect((error as Error).cause).toBeUndefined();
    expect(server.requests).toHaveLength(1);
  });

  it("reports a refused key without repeating it", async () => {
    server = await startFakeOpenAiServer({ apiKey: "sk-the-right-key", replies: [{ text: "never" }] });
    const model = createRemoteOpenAiModel({ baseUrl: server.baseUrl, model: "gpt-4o-mini", apiKey });

    const error = await failure(model.chat(request()));

    expect(error).toBeInstanceOf(LanguageModelError);
    expect(String(error)).toContain("HTTP 401");
    expect(String(error)).not.toContain(apiKey);
  });

  it("reports a server it cannot reach", async () => {
    server = await startFakeOpenAiServer();
    const baseUrl = server.baseUrl;
    await server.close();
    server = undefined;
    const model = createRemoteOpenAiModel({ baseUrl, model: "gpt-4o-mini", apiKey });

    const error = await failure(model.chat(request()));

    expect(error).toBeInstanceOf(LanguageModelError);
    expect(String(error)).toMatch(/unreachable/);
  });

  it("fails when the stream ends before the reply is finished", async () => {
    server = await startFakeOpenAiServer({
      replies: [{ text: "We open at seven every", endAfterChunks: 3 }],
    });
    const model = createRemoteOpenAiModel({ baseUrl: server.baseUrl, model: "gpt-4o-mini", apiKey });

    const error = await failure(model.chat(request()));

    expect(error).toBeInstanceOf(LanguageModelError);
    expect(String(error)).toContain("stopped before the reply ended");
  });

  it("ends quietly, without tool calls or usage, when aborted mid-stream, and hangs up on the server", async () => {
    server = await startFakeOpenAiServer({
      replies: [
        {
          text: "One two three four five six seven eight nine ten eleven twelve.",
          toolCalls: [{ name: "end_call", arguments: "{}" }],
          delayBetweenChunksMs: 40,
        },
      ],
    });
    const model = createRemoteOpenAiModel({ baseUrl: server.baseUrl, model: "gpt-4o-mini", apiKey });
    const controller = new AbortController();

    const events: LanguageModelEvent[] = [];
    for await (const event of model.chat(request({ signal: controller.signal }))) {
      events.push(event);
      if (events.length === 2) controller.abort();
    }

    expect(events).toHaveLength(2);
    expect(events.every((event) => event.type === "text")).toBe(true);
    await expect.poll(() => server?.disconnects).toBe(1);
  });

  it("drops a tool call it was still receiving when aborted", async () => {
    server = await startFakeOpenAiServer({
      replies: [
        {
          toolCalls: [
            {
              name: "book_table",
              arguments: JSON.stringify({ name: "Rosie", guests: 4, note: "x".repeat(60) }),
            },
          ],
          delayBetweenChunksMs: 40,
        },
      ],
    });
    const model = createRemoteOpenAiModel({ baseUrl: server.baseUrl, model: "gpt-4o-mini", apiKey });
    const controller = new AbortController();
    const chatting = collect(model.chat(request({ signal: controller.signal })));
    // Abort once a few of the arguments' pieces (one per 40 ms, a dozen in all) have arrived.
    await expect.poll(() => server?.requests.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();

    const events = await chatting;

    expect(events).toEqual([]);
    await expect.poll(() => server?.disconnects).toBe(1);
  });

  it("ends quietly when aborted while waiting for the first token", async () => {
    server = await startFakeOpenAiServer({ replies: [{ text: "Too late.", delayFirstTokenMs: 5_000 }] });
    const model = createRemoteOpenAiModel({ baseUrl: server.baseUrl, model: "gpt-4o-mini", apiKey });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();

    const events = await collect(model.chat(request({ signal: controller.signal })));

    expect(events).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("refuses a base URL that is not http(s), without repeating it", () => {
    expect(() => createRemoteOpenAiModel({ baseUrl: "ftp://user:hunter2@host/v1", model: "m" })).toThrow(
      LanguageModelError,
    );
    expect(() => createRemoteOpenAiModel({ baseUrl: "ftp://user:hunter2@host/v1", model: "m" })).not.toThrow(
      /hunter2/,
    );
  });
});
