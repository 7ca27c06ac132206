export { createRemoteEmbeddings, type RemoteEmbeddingsOptions } from "./remote-openai-embeddings.ts";
