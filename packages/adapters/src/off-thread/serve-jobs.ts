import { parentPort } from "node:worker_threads";
import type { FromSerialWorker, ToSerialWorker } from "./serial-worker-protocol.ts";

/** A job's answer, and the buffers to move to the caller with it (not copied). */
interface JobResult<Out> {
  output: Out;
  transfer?: ArrayBuffer[];
}

/**
 * The worker side of a `SerialWorker`: answers each job with `handle`'s output (its `transfer`
 * buffers moved, not copied) or the error's message, and says it is ready. `SerialWorker` sends one
 * job at a time, so an asynchronous `handle` still runs them in turn.
 */
export function serveJobs<In, Out>(handle: (input: In) => JobResult<Out> | Promise<JobResult<Out>>): void {
  const port = parentPort!;
  port.on("message", async (message: ToSerialWorker<In>) => {
    let reply: FromSerialWorker<Out>;
    let transfer: ArrayBuffer[] = [];
    try {
      const result = await handle(message.input);
      reply = { id: message.id, output: result.output };
      transfer = result.transfer ?? [];
    } catch (error) {
      reply = { id: message.id, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply, transfer);
  });
  port.postMessage({ ready: true } satisfies FromSerialWorker<Out>);
}
