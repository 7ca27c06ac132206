import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeSpeechRequest {
  authorization: string | undefined;
  body: { model?: string; input?: string; voice?: string; response_format?: string; speed?: number };
}

export interface FakeSpeechServer {
  url: string;
  requests: FakeSpeechRequest[];
  /** Responses the client hung up on before they were complete. */
  disconnects: number;
  close(): Promise<void>;
}

/** Milliseconds of audio the fake speaks per input character at speed 1. */
export const fakeMsPerCharacter = 50;

/**
 * A local stand-in for an OpenAI-compatible `POST /v1/audio/speech` server: checks the bearer key, answers
 * "pcm" as 24 kHz 16-bit mono (a tone, 50 ms per character ÷ speed) in chunks of odd sizes. An input
 * containing "overload" gets a 503 with a JSON error; one containing "slowly" trickles out over seconds.
 */
export async function startFakeSpeechServer(options: { apiKey: string }): Promise<FakeSpeechServer> {
  const requests: FakeSpeechRequest[] = [];
  const state = { disconnects: 0 };
  const server = http.createServer(async (request, response) => {
    let raw = "";
    for await (const chunk of request) raw += chunk;
    const body = JSON.parse(raw || "{}") as FakeSpeechRequest["body"];
    requests.push({ authorization: request.headers.authorization, body });
    const error = (status: number, message: string) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message } }));
    };
    if (request.method !== "POST" || request.url !== "/v1/audio/speech") return error(404, "Not found");
    if (request.headers.authorization !== `Bearer ${options.apiKey}`)
      return error(401, "Incorrect API key provided");
    if (body.response_format !== "pcm" || !body.input || !body.voice) return error(400, "Bad request");
    if (body.input.includes("overload")) return error(503, "The engine is currently overloaded");

    const pcm = tone(Math.round((body.input.length * fakeMsPerCharacter * 24) / (body.speed ?? 1)));
    const bytes = new Uint8Array(pcm.buffer);
    const slow = body.input.includes("slowly");
    response.writeHead(200, { "content-type": "application/octet-stream" });
    response.on("close", () => {
      if (!response.writableFinished) state.disconnects++;
    });
    const sizes = [1001, 2048, 333, 4095];
    for (let offset = 0, i = 0; offset < bytes.length && !response.destroyed; i++) {
      const size = slow ? 480 : sizes[i % sizes.length]!;
      response.write(bytes.subarray(offset, offset + size));
      offset += size;
      await new Promise((resolve) => setTimeout(resolve, slow ? 20 : 1));
    }
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get disconnects() {
      return state.disconnects;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A 220 Hz tone at 24 kHz with a slow amplitude swell, so it is neither silent nor constant. */
function tone(samples: number): Int16Array {
  const out = new Int16Array(samples);
  for (let i = 0; i < samples; i++) {
    out[i] = Math.round(8000 * (0.6 + 0.4 * Math.sin(i / 2400)) * Math.sin((2 * Math.PI * 220 * i) / 24_000));
  }
  return out;
}
