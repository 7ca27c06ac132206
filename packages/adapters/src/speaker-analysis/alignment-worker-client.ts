import { Worker } from "node:worker_threads";
import { workerThreadSource } from "../speech-engines/shared/typescript-entry.ts";
import type { FromAlignmentWorker, ToAlignmentWorker } from "./alignment-protocol.ts";
import type { WarpRows } from "./mfcc-aligner.ts";

interface Job {
  message: ToAlignmentWorker;
  signal: AbortSignal | undefined;
  resolve: (rows: WarpRows) => void;
  reject: (error: unknown) => void;
}

/**
 * One worker thread for forced alignment, started on first use and idle (unreferenced) between
 * jobs. Jobs run one at a time, first come first served: each takes a core for seconds, and the
 * machine has few. A job whose request is aborted leaves the queue, or, when it is running, the
 * worker is stopped (there is no other way to interrupt a computation) and started again for the next.
 */
class AlignmentWorkerClient {
  private worker: Worker | undefined;
  private ready: Promise<Worker> | undefined;
  private readonly queue: Job[] = [];
  private running: Job | undefined;
  private nextId = 1;

  /**
   * The warp of `reference` onto `target`. Their buffers are handed to the worker (transferred when
   * they are whole, so no copy is made): callers must not read the samples afterwards.
   */
  warp(
    reference: Int16Array,
    target: Int16Array,
    sampleRate: number,
    signal?: AbortSignal,
  ): Promise<WarpRows> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
      const job: Job = {
        message: { id: this.nextId++, reference, target, sampleRate },
        signal,
        resolve,
        reject,
      };
      signal?.addEventListener("abort", () => this.abort(job), { once: true });
      this.queue.push(job);
      void this.dispatch();
    });
  }

  private async dispatch(): Promise<void> {
    if (this.running) return;
    const job = this.queue.shift();
    if (!job) {
      this.worker?.unref();
      return;
    }
    this.running = job;
    try {
      const worker = await this.start();
      if (this.running !== job) return;
      worker.ref();
      const { reference, target } = job.message;
      worker.postMessage(job.message, [...transferable(reference), ...transferable(target)]);
    } catch (error) {
      this.finish(job, () => job.reject(error));
    }
  }

  private start(): Promise<Worker> {
    this.ready ??= new Promise<Worker>((resolve, reject) => {
      const { source, eval: isEval } = workerThreadSource(new URL("./alignment-worker.ts", import.meta.url));
      const worker = new Worker(source, { eval: isEval, name: "chorus-alignment" });
      worker.unref();
      const onEarlyExit = (code: number) =>
        reject(new Error(`alignment worker exited during start (code ${code})`));
      worker.once("exit", onEarlyExit);
      worker.once("error", reject);
      worker.once("message", (message: FromAlignmentWorker) => {
        worker.off("exit", onEarlyExit);
        worker.off("error", reject);
        if (!("type" in message)) return reject(new Error("alignment worker answered before it was ready"));
        this.worker = worker;
        worker.on("message", (reply: FromAlignmentWorker) => this.onReply(reply));
        worker.on("error", (error) => this.onExit(worker, error));
        worker.on("exit", (code) =>
          this.onExit(worker, new Error(`alignment worker exited with code ${code}`)),
        );
        resolve(worker);
      });
    });
    this.ready.catch(() => {
      this.ready = undefined;
    });
    return this.ready;
  }

  private onReply(reply: FromAlignmentWorker): void {
    const job = this.running;
    if ("type" in reply || !job || reply.id !== job.message.id) return;
    if ("rows" in reply) this.finish(job, () => job.resolve(reply.rows));
    else this.finish(job, () => job.reject(new Error(`forced alignment failed: ${reply.error}`)));
  }

  /** The worker died (or was stopped): the running job fails, the next job starts a new worker. */
  private onExit(worker: Worker, error: Error): void {
    // An error is followed by an exit: only the first of them, for the current worker, counts.
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.ready = undefined;
    const job = this.running;
    if (job) this.finish(job, () => job.reject(job.signal?.aborted ? job.signal.reason : error));
  }

  private abort(job: Job): void {
    const waiting = this.queue.indexOf(job);
    if (waiting >= 0) {
      this.queue.splice(waiting, 1);
      job.reject(job.signal!.reason);
    } else if (this.running === job) {
      // Running in the worker: stop it (its exit fails the job). Still starting: fail it here.
      if (this.worker) void this.worker.terminate();
      else this.finish(job, () => job.reject(job.signal!.reason));
    }
  }

  private finish(job: Job, settle: () => void): void {
    if (this.running === job) this.running = undefined;
    settle();
    void this.dispatch();
  }
}

/** A typed array's buffer when the array is all of it (a view into a larger buffer is copied instead). */
function transferable(samples: Int16Array): ArrayBuffer[] {
  const buffer = samples.buffer;
  return buffer instanceof ArrayBuffer && samples.byteOffset === 0 && samples.byteLength === buffer.byteLength
    ? [buffer]
    : [];
}

export const alignmentWorker = new AlignmentWorkerClient();
