import http from "node:http";
import type { AddressInfo } from "node:net";

/** A tool call the fake makes; `arguments` is raw text, so a test can script invalid JSON. */
export interface FakeChatToolCall {
  /** Default `call_fake_<reply>_<index>`. */
  id?: string;
  name: string;
  arguments: string;
}

/** One scripted answer to `POST /v1/chat/completions`; the replies are used in order. */
export interface FakeChatReply {
  /**
   * The assistant's text, streamed as several deltas (a word or less each); a function sees the
   * request (to quote a tool's result the conversation sent back, as a model would).
   */
  text?: string | ((request: FakeChatRequest) => string);
  /** Tool calls after the text; their arguments stream in pieces across chunks, as OpenAI's do. */
  toolCalls?: readonly FakeChatToolCall[];
  /** Time between the response headers and the first delta. */
  delayFirstTokenMs?: number;
  /** Time between later chunks (default 0: each chunk written as soon as the previous one). */
  delayBetweenChunksMs?: number;
  /** End the response after this many chunks, without the finish chunk or `[DONE]` (a server giving up). */
  endAfterChunks?: number;
  /** Answer with this HTTP status and an OpenAI error body instead of a completion. */
  errorStatus?: number;
  /** The error body's message; a function sees the request (to echo a key back, as some servers do). */
  errorMessage?: string | ((request: FakeChatRequest) => string);
  /** Token counts to report; default: words of the request's messages and of the reply. */
  usage?: { promptTokens: number; completionTokens: number };
}

export interface FakeChatRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body (undefined for a GET). */
  body: Record<string, unknown> | undefined;
}

export interface FakeOpenAiServer {
  /** The base URL an OpenAI client takes: `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  /** Every request received, in order. */
  requests: FakeChatRequest[];
  /** Streamed responses the client hung up on before they were complete. */
  readonly disconnects: number;
  /** Appends replies to the script. */
  script(...replies: FakeChatReply[]): void;
  close(): Promise<void>;
}

export interface FakeOpenAiServerOptions {
  replies?: readonly FakeChatReply[];
  /** When set, requests without `Authorization: Bearer <apiKey>` get OpenAI's 401. */
  apiKey?: string;
  /** What `GET /v1/models` lists (default `gpt-4o-mini`). */
  models?: readonly string[];
}

/** Larger bodies are refused, so a runaway test cannot fill the memory. */
const maxBodyBytes = 4 * 1024 * 1024;
/** Characters of tool-call arguments per chunk: small, so every call arrives in several pieces. */
const argumentPieceLength = 7;

/**
 * A local stand-in for an OpenAI-compatible chat server. `POST /v1/chat/completions` answers the next
 * scripted reply, streamed as server-sent events in OpenAI's exact chunk format (role chunk, content
 * deltas, tool-call deltas, the finish chunk, the usage chunk when `stream_options.include_usage`, then
 * `[DONE]`) or as one `chat.completion` object when `stream` is not true. `GET /v1/models` lists the
 * models. With no scripted reply left it answers 500, so a test that asks more than it scripted fails.
 */
export async function startFakeOpenAiServer(
  options: FakeOpenAiServerOptions = {},
): Promise<FakeOpenAiServer> {
  const replies: FakeChatReply[] = [...(options.replies ?? [])];
  const requests: FakeChatRequest[] = [];
  const state = { disconnects: 0, answered: 0 };

  const server = http.createServer(async (request, response) => {
    const path = (request.url ?? "/").split("?")[0] ?? "/";
    const raw = await readBody(request);
    const body = raw === undefined ? undefined : parseObject(raw);
    const recorded: FakeChatRequest = { method: request.method ?? "", path, headers: request.headers, body };
    requests.push(recorded);

    if (raw === undefined) return sendError(response, 413, "Request body too large", "invalid_request_error");
    if (options.apiKey !== undefined && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      // Like OpenAI, the message repeats the key it was given (masked there, whole here: the worst case).
      const given = (request.headers.authorization ?? "").replace(/^Bearer /, "");
      return sendError(response, 401, `Incorrect API key provided: ${given}`, "invalid_request_error");
    }
    if (request.method === "GET" && path === "/v1/models") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          object: "list",
          data: (options.models ?? ["gpt-4o-mini"]).map((id) => ({
            id,
            object: "model",
            created: 1_700_000_000,
            owned_by: "fake",
          })),
        }),
      );
      return;
    }
    if (request.method !== "POST" || path !== "/v1/chat/completions") {
      return sendError(response, 404, `Unknown path ${path}`, "invalid_request_error");
    }
    if (body === undefined)
      return sendError(response, 400, "The body is not a JSON object", "invalid_request_error");
    const reply = replies.shift();
    if (!reply) return sendError(response, 500, "The fake server has no scripted reply left", "server_error");
    state.answered++;
    if (reply.errorStatus !== undefined) {
      const message =
        typeof reply.errorMessage === "function"
          ? reply.errorMessage(recorded)
          : (reply.errorMessage ?? "The server had an error");
      return sendError(response, reply.errorStatus, message, "server_error");
    }

    const completion = completionParts(reply, recorded, state.answered);
    if (body.stream !== true) {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(wholeCompletion(completion)));
      return;
    }
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    response.on("close", () => {
      if (!response.writableFinished) state.disconnects++;
    });
    const includeUsage = isRecord(body.stream_options) && body.stream_options.include_usage === true;
    const chunks = streamedChunks(completion, includeUsage);
    for (const [index, chunk] of chunks.entries()) {
      if (reply.endAfterChunks !== undefined && index >= reply.endAfterChunks) {
        response.end();
        return;
      }
      const delay = index === 1 ? reply.delayFirstTokenMs : index > 1 ? reply.delayBetweenChunksMs : 0;
      if (delay) await sleep(delay);
      if (response.destroyed) return;
      response.write(`data: ${JSON.stringify(chunk)}\n\n`);
    }
    response.end("data: [DONE]\n\n");
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get disconnects() {
      return state.disconnects;
    },
    script: (...more) => {
      replies.push(...more);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface CompletionParts {
  id: string;
  model: string;
  text: string;
  toolCalls: { id: string; name: string; arguments: string }[];
  promptTokens: number;
  completionTokens: number;
}

function completionParts(reply: FakeChatReply, request: FakeChatRequest, number: number): CompletionParts {
  const body = request.body ?? {};
  const text = typeof reply.text === "function" ? reply.text(request) : (reply.text ?? "");
  const toolCalls = (reply.toolCalls ?? []).map((call, index) => ({
    id: call.id ?? `call_fake_${number}_${index}`,
    name: call.name,
    arguments: call.arguments,
  }));
  return {
    id: `chatcmpl-fake-${number}`,
    model: typeof body.model === "string" ? body.model : "gpt-4o-mini",
    text,
    toolCalls,
    promptTokens: reply.usage?.promptTokens ?? messageWords(body.messages),
    completionTokens:
      reply.usage?.completionTokens ??
      countWords(text) + toolCalls.reduce((sum, call) => sum + countWords(call.arguments), 0),
  };
}

function finishReason(completion: CompletionParts): "stop" | "tool_calls" {
  return completion.toolCalls.length > 0 ? "tool_calls" : "stop";
}

/** The chunks of one streamed completion, in OpenAI's order and shape. */
function streamedChunks(completion: CompletionParts, includeUsage: boolean): Record<string, unknown>[] {
  const chunk = (choices: unknown[], usage: unknown = null) => ({
    id: completion.id,
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model: completion.model,
    system_fingerprint: "fp_fake",
    choices,
    // With include_usage, OpenAI sends `usage: null` on every chunk but the last.
    ...(includeUsage ? { usage } : {}),
  });
  const choice = (delta: Record<string, unknown>, finish: string | null = null) => ({
    index: 0,
    delta,
    logprobs: null,
    finish_reason: finish,
  });

  const chunks = [chunk([choice({ role: "assistant", content: "", refusal: null })])];
  for (const piece of textPieces(completion.text)) chunks.push(chunk([choice({ content: piece })]));
  for (const [index, call] of completion.toolCalls.entries()) {
    chunks.push(
      chunk([
        choice({
          tool_calls: [
            { index, id: call.id, type: "function", function: { name: call.name, arguments: "" } },
          ],
        }),
      ]),
    );
    for (let start = 0; start < call.arguments.length; start += argumentPieceLength) {
      const piece = call.arguments.slice(start, start + argumentPieceLength);
      chunks.push(chunk([choice({ tool_calls: [{ index, function: { arguments: piece } }] })]));
    }
  }
  chunks.push(chunk([choice({}, finishReason(completion))]));
  if (includeUsage) {
    chunks.push(
      chunk([], {
        prompt_tokens: completion.promptTokens,
        completion_tokens: completion.completionTokens,
        total_tokens: completion.promptTokens + completion.completionTokens,
      }),
    );
  }
  return chunks;
}

function wholeCompletion(completion: CompletionParts): Record<string, unknown> {
  return {
    id: completion.id,
    object: "chat.completion",
    created: 1_700_000_000,
    model: completion.model,
    system_fingerprint: "fp_fake",
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: completion.text === "" && completion.toolCalls.length > 0 ? null : completion.text,
          refusal: null,
          ...(completion.toolCalls.length > 0
            ? {
                tool_calls: completion.toolCalls.map((call) => ({
                  id: call.id,
                  type: "function",
                  function: { name: call.name, arguments: call.arguments },
                })),
              }
            : {}),
        },
        logprobs: null,
        finish_reason: finishReason(completion),
      },
    ],
    usage: {
      prompt_tokens: completion.promptTokens,
      completion_tokens: completion.completionTokens,
      total_tokens: completion.promptTokens + completion.completionTokens,
    },
  };
}

/** Splits text into word-sized deltas, and long words in two, so a reply always spans several chunks. */
function textPieces(text: string): string[] {
  const pieces: string[] = [];
  for (const match of text.matchAll(/\s*\S+/g)) {
    const word = match[0];
    if (word.length > 6) pieces.push(word.slice(0, 4), word.slice(4));
    else pieces.push(word);
  }
  const trailing = text.match(/\s+$/)?.[0];
  if (trailing) pieces.push(trailing);
  return pieces;
}

function sendError(response: http.ServerResponse, status: number, message: string, type: string): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify({ error: { message, type, param: null, code: null } }));
}

/** The body as text, or undefined when it is larger than the fake accepts. */
async function readBody(request: http.IncomingMessage): Promise<string | undefined> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of request) {
    const buffer = Buffer.isBuffer(part) ? part : Buffer.from(String(part));
    size += buffer.length;
    if (size > maxBodyBytes) return undefined;
    parts.push(buffer);
  }
  return Buffer.concat(parts).toString("utf8");
}

function parseObject(raw: string): Record<string, unknown> | undefined {
  if (raw.trim() === "") return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Words of the messages' text contents: the fake's stand-in for prompt tokens. */
function messageWords(messages: unknown): number {
  if (!Array.isArray(messages)) return 0;
  let words = 0;
  for (const message of messages) {
    if (isRecord(message) && typeof message.content === "string") words += countWords(message.content);
  }
  return words;
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
