import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  LanguageModelError,
  type LanguageModelEvent,
  type LanguageModelRequest,
  type LanguageModelTool,
  type LanguageModelToolCall,
} from "@chorus/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLlamaCppModel, type LlamaCppModel, type LlamaCppModelOptions } from "./index.ts";
import { writeTinyGguf } from "./testing/write-tiny-gguf.ts";

/**
 * Runs a real llama.cpp (the prebuilt binary from npm) on a random-weight model the test writes itself.
 * It proves the mechanics — loading, streaming, maxTokens, aborts, the tool-call grammar, errors — not
 * fluency. One thread per evaluation: on a 2-core machine running other test files, llama.cpp's
 * spinning worker threads made a 30-token reply take seconds instead of tens of milliseconds.
 */

const tools: LanguageModelTool[] = [
  {
    name: "lookup_order",
    description: "Finds an order by its number.",
    parameters: {
      type: "object",
      properties: { order_id: { type: "string", maxLength: 8 }, urgent: { type: "boolean" } },
      required: ["order_id"],
    },
  },
  { name: "end_call", description: "Ends the call.", parameters: { type: "object", properties: {} } },
];

function request(overrides: Partial<LanguageModelRequest> = {}): LanguageModelRequest {
  return {
    messages: [
      { role: "system", content: "You are a helpful shop assistant." },
      { role: "user", content: "Where is my order?" },
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

const texts = (events: LanguageModelEvent[]) =>
  events.flatMap((event) => (event.type === "text" ? [event.text] : []));
const usage = (events: LanguageModelEvent[]) => events.find((event) => event.type === "usage");

/** The test tools' schemas checked by hand; lengths in characters, as JSON schema counts them. */
function isValidCall(call: LanguageModelToolCall): boolean {
  const args = call.arguments;
  if (call.name === "end_call") return Object.keys(args).length === 0;
  if (call.name !== "lookup_order") return false;
  const keysKnown = Object.keys(args).every((key) => key === "order_id" || key === "urgent");
  const orderId = args.order_id;
  const urgentValid = args.urgent === undefined || typeof args.urgent === "boolean";
  return keysKnown && typeof orderId === "string" && [...orderId].length <= 8 && urgentValid;
}

describe("llama.cpp language model", () => {
  let dir: string;
  let modelPath: string;
  let writeMs: number;
  const created: LlamaCppModel[] = [];

  const model = (options: Partial<LlamaCppModelOptions> = {}): LlamaCppModel => {
    const llm = createLlamaCppModel({ modelPath, threads: 1, contextSize: 2048, ...options });
    created.push(llm);
    return llm;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "chorus-llama-cpp-"));
    modelPath = join(dir, "chorus-tiny.gguf");
    const started = performance.now();
    await writeTinyGguf(modelPath);
    writeMs = performance.now() - started;
  });

  afterAll(async () => {
    for (const llm of created) await llm.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it("writes its tiny model in well under a second", async () => {
    expect((await stat(modelPath)).size).toBeLessThan(5 * 1024 * 1024);
    expect(writeMs).toBeLessThan(1000);
  });

  it("loads on first use without stalling the event loop, then streams tokens within maxTokens", async () => {
    const llm = model();
    expect(llm.id).toBe("chorus-tiny");
    expect(llm.kind).toBe("llama-cpp");

    // A 5 ms timer keeps firing while the model loads and generates only if that work runs off the event
    // loop (node-llama-cpp's native threads). Loose bounds: CI's two cores are shared with other tests.
    let ticks = 0;
    let longestGap = 0;
    let lastTick = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - lastTick);
      lastTick = now;
      ticks++;
    }, 5);
    const events = await collect(llm.chat(request({ maxTokens: 16 }))).finally(() => clearInterval(ticker));

    expect(texts(events).length).toBeGreaterThanOrEqual(3);
    expect(texts(events).join("").length).toBeGreaterThan(0);
    expect(events.at(-1)?.type).toBe("usage");
    const counted = usage(events);
    expect(counted?.type === "usage" && counted.inputTokens).toBeGreaterThan(10);
    // The test model never ends a reply by itself, so it stops exactly at maxTokens.
    expect(counted?.type === "usage" && counted.outputTokens).toBe(16);
    expect(ticks).toBeGreaterThanOrEqual(10);
    expect(longestGap).toBeLessThan(500);

    const short = await collect(llm.chat(request({ maxTokens: 4 })));
    expect(texts(short).length).toBeLessThanOrEqual(4);
    expect(usage(short)).toMatchObject({ outputTokens: 4 });
  });

  it("ends quietly when aborted mid-reply, and frees its sequence for the next chat", async () => {
    const llm = model();
    const controller = new AbortController();
    const events: LanguageModelEvent[] = [];
    for await (const event of llm.chat(request({ maxTokens: 1000, signal: controller.signal }))) {
      events.push(event);
      if (events.length === 3) controller.abort();
    }
    expect(events).toHaveLength(3);
    expect(events.every((event) => event.type === "text")).toBe(true);

    // One sequence (the default): this only runs if the aborted chat released it.
    expect(usage(await collect(llm.chat(request({ maxTokens: 3 }))))).toMatchObject({ outputTokens: 3 });
  });

  it("stops generating when the reader stops early", async () => {
    const llm = model();
    for await (const event of llm.chat(request({ maxTokens: 1000 }))) {
      if (event.type === "text") break;
    }
    expect(usage(await collect(llm.chat(request({ maxTokens: 3 }))))).toMatchObject({ outputTokens: 3 });
  });

  it("ends quietly when aborted while waiting for the busy sequence", async () => {
    const llm = model();
    const first = new AbortController();
    const running = llm.chat(request({ maxTokens: 1000, signal: first.signal }))[Symbol.asyncIterator]();
    // The first chat now holds the only sequence.
    expect((await running.next()).value).toMatchObject({ type: "text" });
    const second = new AbortController();
    const waiting = collect(llm.chat(request({ signal: second.signal })));
    second.abort();
    expect(await waiting).toEqual([]);
    first.abort();
    expect((await running.next()).done).toBe(true);
  });

  it("yields nothing when aborted before it starts", async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await collect(model().chat(request({ signal: controller.signal })))).toEqual([]);
  });

  it("with tools, answers with a schema-valid tool call or a message", async () => {
    // Fixed sampling seeds make each outcome repeatable; these four cover both kinds of reply.
    const outcomes: string[] = [];
    for (const seed of [1, 2, 3, 13]) {
      const events = await collect(model({ seed }).chat(request({ tools, maxTokens: 200 })));
      const calls = events.flatMap((event) => (event.type === "tool_call" ? [event.call] : []));
      expect(events.at(-1)?.type).toBe("usage");
      if (calls.length > 0) {
        expect(calls).toHaveLength(1);
        expect(texts(events)).toEqual([]);
        expect(isValidCall(calls[0]!), JSON.stringify(calls[0])).toBe(true);
        expect(calls[0]!.id).toMatch(/^call_/);
        outcomes.push(`call:${calls[0]!.name}`);
      } else {
        outcomes.push(texts(events).length > 0 ? "message" : "empty message");
      }
    }
    expect(outcomes.some((outcome) => outcome.startsWith("call:"))).toBe(true);
    expect(outcomes).toContain("message");
  });

  it("reports a missing or unreadable model file as a LanguageModelError", async () => {
    const missing = model({ modelPath: join(dir, "missing.gguf") });
    await expect(collect(missing.chat(request()))).rejects.toBeInstanceOf(LanguageModelError);

    const notAModel = join(dir, "not-a-model.gguf");
    await writeFile(notAModel, "these bytes are not a GGUF file");
    await expect(collect(model({ modelPath: notAModel }).chat(request()))).rejects.toThrow(
      /could not load .*not-a-model\.gguf/,
    );
  });
});
