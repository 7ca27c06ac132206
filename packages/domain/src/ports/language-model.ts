/**
 * Language models for conversational agents (issue 18 §3). A port like the speech engines: a remote
 * OpenAI-compatible server, embedded llama.cpp when a GGUF file is configured, and the honest
 * retrieval dialogue engine that needs no model at all (the embedded default).
 */

/** A tool the model may call: OpenAI's function-tool shape, parameters as a JSON schema. */
export interface LanguageModelTool {
  name: string;
  description: string;
  /** A JSON schema of type "object". */
  parameters: Record<string, unknown>;
}

export interface LanguageModelToolCall {
  /** Unique within the conversation (the model's id, or one the adapter made). */
  id: string;
  name: string;
  /** Parsed arguments; an adapter that receives invalid JSON throws `LanguageModelError` instead. */
  arguments: Record<string, unknown>;
}

export type LanguageModelMessage =
  | { role: "system"; content: string }
  | { role: "user"; content: string }
  | { role: "assistant"; content: string; toolCalls?: readonly LanguageModelToolCall[] }
  | { role: "tool"; toolCallId: string; content: string };

/** A data-collection item the agent should ask for (platform_settings.data_collection). */
export interface DataCollectionHint {
  identifier: string;
  description: string;
}

export interface LanguageModelRequest {
  /** The system prompt first (dynamic variables already filled in), then the conversation so far. */
  messages: readonly LanguageModelMessage[];
  tools: readonly LanguageModelTool[];
  temperature?: number;
  maxTokens?: number;
  /** Stops generation: the user interrupted or the call ended. The stream then ends quietly. */
  signal: AbortSignal;
  /** The agent's language (ISO 639-1), for engines that phrase their own sentences. */
  language: string;
  /**
   * Structure a prompt also states in words. Remote models read the prompt; the retrieval engine
   * cannot, so it reads these.
   */
  hints?: {
    dataCollection?: readonly DataCollectionHint[];
    /** Knowledge passages beyond the system prompt (the knowledge base, issue 19). */
    passages?: readonly string[];
  };
  /** The custom LLM's `custom_llm_extra_body` / the client's extra body, merged into a remote request. */
  extraBody?: Record<string, unknown>;
}

export type LanguageModelEvent =
  /** A piece of the reply, in order; pieces joined are the whole reply. */
  | { type: "text"; text: string }
  /** A complete tool call (arguments parsed). */
  | { type: "tool_call"; call: LanguageModelToolCall }
  /** Token counts, once, when the model reports them (at the end). */
  | { type: "usage"; inputTokens: number; outputTokens: number };

/** What a model's tokens cost, in US dollars per million tokens (the unit providers publish). */
export interface LanguageModelPrice {
  inputUsdPerMillionTokens: number;
  outputUsdPerMillionTokens: number;
}

/** The price of a model on the operator's own machine (the embedded engines): nothing per token. */
export const zeroTokenPrice: LanguageModelPrice = {
  inputUsdPerMillionTokens: 0,
  outputUsdPerMillionTokens: 0,
};

/** One model that answers. */
export interface LanguageModel {
  /** What answered, recorded per turn as `producing_llm` (e.g. `gpt-4o-mini`, `chorus-retrieval`). */
  readonly id: string;
  readonly kind: "remote" | "llama-cpp" | "retrieval";
  /**
   * What its tokens cost, reported per turn (never charged in credits). 0 for the embedded engines,
   * which run on the operator's own machine; absent when nobody here knows (an agent's own server).
   */
  readonly price?: LanguageModelPrice;
  /**
   * Streams the reply. Network, server and model failures throw `LanguageModelError`; an abort ends
   * the stream without an error.
   */
  chat(request: LanguageModelRequest): AsyncIterable<LanguageModelEvent>;
  /**
   * Whether the caller's words meet a condition written in words (a workflow edge's `llm`
   * condition), by the engine's own rule. Only engines that cannot read instructions (the retrieval
   * engine) have it; a model that reads them is asked the question instead.
   */
  conditionMet?(condition: string, callerWords: string): boolean;
}

/** A model failure the conversation reports as the protocol's `llm_error`, not a crash. */
export class LanguageModelError extends Error {
  override readonly name = "LanguageModelError";
}

/** An agent's own OpenAI-compatible server (`custom_llm`): its API key already read from the secret. */
export interface CustomLanguageModelSettings {
  url: string;
  modelId: string;
  apiKey?: string;
  requestHeaders?: Record<string, string>;
}

export interface LanguageModelListing {
  /** The name agents use in `conversation_config.agent.prompt.llm`. */
  llm: string;
  kind: LanguageModel["kind"];
  /** The largest context the model takes, in tokens, when known. */
  maxContextTokens?: number;
}

/** The models this server offers, and the one that serves an agent. */
export interface LanguageModels {
  /** `GET /v1/convai/llm/list`: the configured models, the default first. */
  list(): readonly LanguageModelListing[];
  /**
   * The model for an agent's `llm` name: that model when configured, else the default (a hosted
   * product's model name such as `gemini-2.5-flash` is served by the default; the turn records
   * which one answered). With custom settings, the agent's own server.
   */
  forAgent(llm: string | undefined, custom?: CustomLanguageModelSettings): LanguageModel;
}
