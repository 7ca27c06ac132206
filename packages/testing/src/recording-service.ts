import http from "node:http";
import type { AddressInfo } from "node:net";

/** One request a local service received, whole. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RecordingService {
  /** `http://127.0.0.1:<port>`, with no trailing slash. */
  base: string;
  /** Every request so far, in the order they came. */
  received: ReceivedRequest[];
  close(): Promise<void>;
}

/**
 * A local HTTP service for the server under test to call (webhook tools, post-call webhooks): it keeps
 * every request it receives and answers each with `answer`, given the request and how many came before.
 */
export async function startRecordingService(
  answer: (request: ReceivedRequest, response: http.ServerResponse, earlier: number) => void,
): Promise<RecordingService> {
  const received: ReceivedRequest[] = [];
  const server = http.createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    const entry = { method: request.method ?? "", url: request.url ?? "", headers: request.headers, body };
    received.push(entry);
    answer(entry, response, received.length - 1);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
