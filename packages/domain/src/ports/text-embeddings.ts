/**
 * Turns passages and questions into vectors (an OpenAI-compatible `POST /v1/embeddings` server
 * when one is configured). Optional: without it, retrieval ranks by words alone.
 */
export interface TextEmbedder {
  /** The engine's model, for the record. */
  readonly model: string;
  /** One unit-length vector per text, in order. Network and server failures throw. */
  embed(texts: readonly string[], signal?: AbortSignal): Promise<number[][]>;
}
