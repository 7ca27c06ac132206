// The load generator of the speech benchmarks: a worker thread with its own event loop, like a separate client
// process, so the time it measures is when bytes reach its socket, not when the server's busy main thread would
// get round to reading them (BENCH_CLIENT=inline measures from the server's thread, as earlier figures did).
import { Worker } from "node:worker_threads";

const clientSource = `
const { parentPort } = require("node:worker_threads");
async function timed({ url, token, body }) {
  const started = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { authorization: "Bearer " + token, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const reader = response.body.getReader();
  let bytes = 0;
  const first = await reader.read();
  const firstByte = performance.now() - started;
  if (!first.done) bytes += first.value.length;
  for (;;) {
    const next = await reader.read();
    if (next.done) break;
    bytes += next.value.length;
  }
  if (!response.ok) throw new Error("HTTP " + response.status);
  return { firstByte, lastByte: performance.now() - started, bytes };
}
parentPort.on("message", async (requests) => {
  try {
    parentPort.postMessage({ times: await Promise.all(requests.map(timed)) });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});
`;

export interface TimedRequest {
  url: string;
  token: string;
  body: unknown;
}

/** When the first and the last byte of an answer arrived (ms from sending), and its length. */
export interface ResponseTiming {
  firstByte: number;
  lastByte: number;
  bytes: number;
}

/** The same measurement on this thread. */
async function timedInline({ url, token, body }: TimedRequest): Promise<ResponseTiming> {
  const started = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const reader = response.body!.getReader();
  let bytes = 0;
  const first = await reader.read();
  const firstByte = performance.now() - started;
  if (!first.done) bytes += first.value.length;
  for (;;) {
    const next = await reader.read();
    if (next.done) break;
    bytes += next.value.length;
  }
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return { firstByte, lastByte: performance.now() - started, bytes };
}

/** Sends a batch of requests at once and resolves with each one's timing, in order. */
export function createSpeechBenchClient(): {
  run(requests: TimedRequest[]): Promise<ResponseTiming[]>;
  close(): Promise<number>;
} {
  if (process.env.BENCH_CLIENT === "inline") {
    return { run: (requests) => Promise.all(requests.map(timedInline)), close: async () => 0 };
  }
  const worker = new Worker(clientSource, { eval: true });
  return {
    run: (requests) =>
      new Promise((resolve, reject) => {
        worker.once("message", (answer: { times?: ResponseTiming[]; error?: string }) =>
          answer.times ? resolve(answer.times) : reject(new Error(answer.error)),
        );
        worker.postMessage(requests);
      }),
    close: () => worker.terminate(),
  };
}
