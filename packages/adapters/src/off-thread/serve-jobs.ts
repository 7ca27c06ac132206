import { parentPort } from "node:worker_threads";
import type { FromSerialWorker, ToSerialWorker } from "./serial-worker-protocol.ts";

/**
 * The worker side of a `SerialWorker`: answers each job with `handle`'s output (its `transfer`
 * buffers moved, not copied) or the error's message, and says it is ready.
 */
export function serveJobs<In, Out>(handle: (input: In) => { output: Out; transfer?: ArrayBuffer[] }): void {
  const port = parentPort!;
  port.on("message", (message: ToSerialWorker<In>) => {
    let reply: FromSerialWorker<Out>;
    let transfer: ArrayBuffer[] = [];
    try {
      const result = handle(message.input);
      reply = { id: message.id, output: result.output };
      transfer = result.transfer ?? [];
    } catch (error) {
      reply = { id: message.id, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply, transfer);
  });
  port.postMessage({ ready: true } satisfies FromSerialWorker<Out>);
}
