import type {
  LanguageModel,
  LanguageModelEvent,
  LanguageModelPrice,
  LanguageModelRequest,
} from "@chorus/domain";
import { LanguageModelError } from "@chorus/domain";
import OpenAI from "openai";
import { openAiMessages, openAiTools } from "./openai-chat-messages.ts";
import { remoteModelFailure } from "./remote-model-failure.ts";
import { ToolCallAssembler } from "./tool-call-assembler.ts";

export interface RemoteOpenAiModelOptions {
  /** The API root `/chat/completions` is appended to, e.g. `http://localhost:11434/v1`. */
  baseUrl: string;
  /** The `model` asked for; also the model's `id`, recorded per turn. */
  model: string;
  apiKey?: string;
  /** Extra headers on every request (a custom LLM's `request_headers`). */
  headers?: Record<string, string>;
  /** How long to wait for the response to start, in milliseconds (default 60 s). */
  timeoutMs?: number;
  /** What the server charges for its tokens; unknown when absent. */
  price?: LanguageModelPrice;
}

const defaultTimeoutMs = 60_000;

/**
 * A model behind any OpenAI-compatible `POST {baseUrl}/chat/completions` (OpenAI, Ollama, vLLM,
 * llama.cpp's server, LM Studio, an agent's custom LLM), streamed. Text is passed on as it arrives;
 * tool calls are complete only when the stream ends, so they follow the text; usage comes last.
 * The official client does the HTTP and the server-sent events, without retries: a conversation
 * turn cannot wait for backoff, and the caller decides what a failure means.
 */
export function createRemoteOpenAiModel(options: RemoteOpenAiModelOptions): LanguageModel {
  const baseUrl = options.baseUrl.replace(/\/+$/, "").replace(/\/chat\/completions$/, "");
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const url = URL.canParse(baseUrl) ? new URL(baseUrl) : undefined;
  if (url?.protocol !== "http:" && url?.protocol !== "https:") {
    // The URL itself is not repeated: it may carry credentials.
    throw new LanguageModelError("A language model server needs an absolute http(s) URL");
  }
  const server = {
    host: url.host,
    timeoutMs,
    // Anything that may authenticate the request is kept out of error messages.
    secrets: [options.apiKey ?? "", ...Object.values(options.headers ?? {}), url.password, url.username],
  };
  const client = new OpenAI({
    baseURL: baseUrl,
    // The client refuses to start without a key; a keyless local server gets a placeholder that the
    // `Authorization: null` below keeps off the wire.
    apiKey: options.apiKey ?? "no-key",
    // Explicit nulls, so the client does not read OPENAI_ORG_ID, OPENAI_PROJECT_ID or OPENAI_ADMIN_KEY
    // from this process's environment and send them to a server that is not OpenAI.
    organization: null,
    project: null,
    adminAPIKey: null,
    defaultHeaders: { ...(options.apiKey ? {} : { Authorization: null }), ...options.headers },
    maxRetries: 0,
    timeout: timeoutMs,
  });

  return {
    id: options.model,
    kind: "remote",
    ...(options.price ? { price: options.price } : {}),
    async *chat(request: LanguageModelRequest): AsyncGenerator<LanguageModelEvent> {
      const { signal } = request;
      if (signal.aborted) return;
      const toolCalls = new ToolCallAssembler();
      let usage: LanguageModelEvent | undefined;
      let finished = false;
      try {
        const stream = await client.chat.completions.create(
          {
            // The extra body goes first, so it can add parameters but never turn streaming off or
            // replace the conversation.
            ...request.extraBody,
            model: options.model,
            messages: openAiMessages(request.messages),
            stream: true,
            stream_options: { include_usage: true },
            // Some compatible servers refuse an empty `tools` list.
            ...(request.tools.length > 0 ? { tools: openAiTools(request.tools) } : {}),
            ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
            ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
          },
          { signal },
        );
        for await (const chunk of stream) {
          if (chunk.usage) {
            usage = {
              type: "usage",
              inputTokens: chunk.usage.prompt_tokens,
              outputTokens: chunk.usage.completion_tokens,
            };
          }
          // Only the first choice is the reply; `n` is never asked for.
          const choice = chunk.choices[0];
          if (!choice) continue;
          if (choice.finish_reason) finished = true;
          const text = choice.delta?.content;
          if (text) yield { type: "text", text };
          for (const delta of choice.delta?.tool_calls ?? []) toolCalls.add(delta);
        }
      } catch (error) {
        if (signal.aborted) return;
        throw remoteModelFailure(error, server);
      }
      // The client ends the stream quietly when it is aborted; what was gathered is then unwanted.
      if (signal.aborted) return;
      if (!finished) {
        throw new LanguageModelError(
          `The language model server at ${server.host} stopped before the reply ended`,
        );
      }
      for (const call of toolCalls.complete()) yield { type: "tool_call", call };
      if (usage) yield usage;
    },
  };
}
