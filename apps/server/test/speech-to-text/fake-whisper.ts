import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeWhisper {
  url: string;
  requests: { url: string; authorization?: string; body: string }[];
  /** While set, every request is answered 503, as an overloaded or broken engine would. */
  failing: boolean;
  /** Words to answer instead of the French greeting (word, start, end). */
  words?: [string, number, number][];
  server: Server;
}

/**
 * A local stand-in for an OpenAI-compatible Whisper server: records each request and answers
 * French ("Bonjour tout le monde."), or fails with 503 while `failing` is set.
 */
export async function startFakeWhisper(): Promise<FakeWhisper> {
  const fake: FakeWhisper = { url: "", requests: [], failing: false, server: undefined as never };
  fake.server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      fake.requests.push({
        url: request.url ?? "",
        authorization: request.headers.authorization,
        body: Buffer.concat(chunks).toString("latin1"),
      });
      if (fake.failing) {
        response.statusCode = 503;
        response.end("engine overloaded");
        return;
      }
      response.setHeader("content-type", "application/json");
      if (fake.words) {
        const words = fake.words.map(([word, start, end]) => ({ word: ` ${word}`, start, end }));
        response.end(
          JSON.stringify({
            language: "french",
            duration: 2,
            text: words.map((w) => w.word).join(""),
            words,
            segments: [{ start: 0, end: 2, avg_logprob: -0.1 }],
          }),
        );
        return;
      }
      response.end(
        JSON.stringify({
          language: "french",
          duration: 1,
          text: "Bonjour tout le monde.",
          words: [
            { word: " Bonjour", start: 0.1, end: 0.5 },
            { word: " tout", start: 0.6, end: 0.8 },
            { word: " le", start: 0.8, end: 0.9 },
            { word: " monde.", start: 0.9, end: 1.0 },
          ],
          segments: [{ start: 0, end: 1, avg_logprob: -0.2 }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  return fake;
}
