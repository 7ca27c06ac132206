import type { TextEmbedder } from "@chorus/domain";
import OpenAI from "openai";
import { unitLength } from "./unit-length.ts";

export interface RemoteEmbeddingsOptions {
  /** The API root `/embeddings` is appended to, e.g. `http://localhost:11434/v1`. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** How long one request may take, in milliseconds (default 30 s). */
  timeoutMs?: number;
}

/**
 * Vectors from any OpenAI-compatible `POST {baseUrl}/embeddings` (OpenAI, Ollama, vLLM, llama.cpp's
 * server, text-embeddings-inference), scaled to unit length. Retried twice by the client: indexing
 * runs in a background job, where a short wait is better than a failed index.
 */
export function createRemoteEmbeddings(options: RemoteEmbeddingsOptions): TextEmbedder {
  const client = new OpenAI({
    baseURL: options.baseUrl.replace(/\/+$/, "").replace(/\/embeddings$/, ""),
    apiKey: options.apiKey ?? "no-key",
    organization: null,
    project: null,
    adminAPIKey: null,
    defaultHeaders: options.apiKey ? {} : { Authorization: null },
    timeout: options.timeoutMs ?? 30_000,
    maxRetries: 2,
  });
  return {
    model: options.model,
    async embed(texts, signal) {
      if (texts.length === 0) return [];
      const response = await client.embeddings.create(
        { model: options.model, input: [...texts], encoding_format: "float" },
        signal ? { signal } : {},
      );
      const vectors = [...response.data]
        .sort((a, b) => a.index - b.index)
        .map((item) => unitLength(item.embedding));
      if (vectors.length !== texts.length)
        throw new Error(`the embeddings server answered ${vectors.length} vectors for ${texts.length} texts`);
      return vectors;
    },
  };
}
