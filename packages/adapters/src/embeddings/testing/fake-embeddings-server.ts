import http from "node:http";
import type { AddressInfo } from "node:net";
import { hashingEmbedding } from "./hashing-embeddings.ts";

/**
 * A local OpenAI-compatible `POST /v1/embeddings` answering with hashing embeddings
 * (hashing-embeddings.ts): the remote embeddings adapter, the index job and hybrid retrieval run
 * over real HTTP in tests. Records each request's inputs.
 */
export async function startFakeEmbeddingsServer(): Promise<{
  url: string;
  requests: string[][];
  close(): Promise<void>;
}> {
  const requests: string[][] = [];
  const server = http.createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on("data", (part: Buffer) => parts.push(part));
    request.on("end", () => {
      if (request.method !== "POST" || !request.url?.endsWith("/embeddings")) {
        response.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(parts).toString()) as { input: string | string[]; model: string };
      const inputs = [body.input].flat();
      requests.push(inputs);
      response.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          object: "list",
          model: body.model,
          data: inputs.map((input, index) => ({
            object: "embedding",
            index,
            embedding: hashingEmbedding(input),
          })),
          usage: { prompt_tokens: 0, total_tokens: 0 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
