import { Worker } from "node:worker_threads";
import { workerThreadSource } from "../speech-engines/shared/typescript-entry.ts";
import type { FromSerialWorker, ToSerialWorker } from "./serial-worker-protocol.ts";

interface Job<In, Out> {
  message: ToSerialWorker<In>;
  transfer: ArrayBuffer[];
  signal: AbortSignal | undefined;
  resolve: (output: Out) => void;
  reject: (error: unknown) => void;
}

/**
 * One worker thread for CPU-heavy work that must not hold the event loop (forced alignment, sound
 * synthesis), started on first use and unreferenced while idle, so it never keeps a process alive.
 * Jobs run one at a time, first come first served: each takes a core for a while, and the machine
 * has few. A job whose request is aborted leaves the queue, or, when it is running, the worker is
 * stopped (nothing else interrupts a computation) and a new one starts for the next job.
 */
export class SerialWorker<In, Out> {
  private worker: Worker | undefined;
  private ready: Promise<Worker> | undefined;
  private readonly queue: Job<In, Out>[] = [];
  private running: Job<In, Out> | undefined;
  private nextId = 1;

  /** `entry` is a module that calls `serveJobs` (serial-worker-entry.ts); `name` shows in diagnostics. */
  constructor(
    private readonly entry: URL,
    private readonly name: string,
  ) {}

  /** Runs one job; buffers in `transfer` move to the worker (the caller must not use them afterwards). */
  run(input: In, transfer: ArrayBuffer[] = [], signal?: AbortSignal): Promise<Out> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
      const job: Job<In, Out> = { message: { id: this.nextId++, input }, transfer, signal, resolve, reject };
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
      worker.postMessage(job.message, job.transfer);
    } catch (error) {
      this.finish(job, () => job.reject(error));
    }
  }

  private start(): Promise<Worker> {
    this.ready ??= new Promise<Worker>((resolve, reject) => {
      const { source, eval: isEval } = workerThreadSource(this.entry);
      const worker = new Worker(source, { eval: isEval, name: this.name });
      worker.unref();
      const onEarlyExit = (code: number) =>
        reject(new Error(`${this.name} exited during start (code ${code})`));
      worker.once("exit", onEarlyExit);
      worker.once("error", reject);
      worker.once("message", (message: FromSerialWorker<Out>) => {
        worker.off("exit", onEarlyExit);
        worker.off("error", reject);
        if (!("ready" in message)) return reject(new Error(`${this.name} answered before it was ready`));
        this.worker = worker;
        worker.on("message", (reply: FromSerialWorker<Out>) => this.onReply(reply));
        worker.on("error", (error) => this.onExit(worker, error));
        worker.on("exit", (code) => this.onExit(worker, new Error(`${this.name} exited with code ${code}`)));
        resolve(worker);
      });
    });
    this.ready.catch(() => {
      this.ready = undefined;
    });
    return this.ready;
  }

  private onReply(reply: FromSerialWorker<Out>): void {
    const job = this.running;
    if ("ready" in reply || !job || reply.id !== job.message.id) return;
    if ("output" in reply) this.finish(job, () => job.resolve(reply.output));
    else this.finish(job, () => job.reject(new Error(`${this.name}: ${reply.error}`)));
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

  private abort(job: Job<In, Out>): void {
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

  private finish(job: Job<In, Out>, settle: () => void): void {
    if (this.running === job) this.running = undefined;
    settle();
    void this.dispatch();
  }
}

/** A typed array's buffer when the array is all of it (a view into a larger buffer is copied instead). */
export function wholeBuffer(array: ArrayBufferView): ArrayBuffer[] {
  const buffer = array.buffer;
  return buffer instanceof ArrayBuffer && array.byteOffset === 0 && array.byteLength === buffer.byteLength
    ? [buffer]
    : [];
}
