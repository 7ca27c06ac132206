import { Worker } from "node:worker_threads";
import { workerThreadSource } from "../speech-engines/shared/typescript-entry.ts";
import type { FromEncoderWorker, ToEncoderWorker } from "./encoder-protocol.ts";

type Request = Extract<ToEncoderWorker, { id: number }>;
type RequestWithoutId = Request extends infer R ? (R extends Request ? Omit<R, "id"> : never) : never;

interface Pending {
  message: Request;
  urgent: boolean;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: unknown) => void;
}

const startTimeoutMs = 60_000;

/**
 * The main thread's handle on one encoding worker thread. Requests go one at a time, so the queue
 * stays here where it can be reordered: urgent requests (a stream's first block, which a listener is
 * waiting for) go before the others, each class first come, first served. A stream's requests never
 * overtake each other, because a stream has at most one request outstanding and only its first is urgent.
 */
export class EncoderWorkerClient {
  private readonly queue: Pending[] = [];
  private inFlight: Pending | undefined;
  private nextId = 1;
  private exited = false;
  /** Streams encoded here now: new streams go to the least busy worker. */
  activeStreams = 0;

  private constructor(private readonly worker: Worker) {
    worker.on("message", (message: FromEncoderWorker) => this.onMessage(message));
    worker.on("error", (error) => this.fail(error));
    worker.on("exit", (code) => this.fail(new Error(`encoding worker exited with code ${code}`)));
    worker.unref();
  }

  static start(): Promise<EncoderWorkerClient> {
    const { source, eval: isEval } = workerThreadSource(new URL("./encoder-worker.ts", import.meta.url));
    const worker = new Worker(source, { eval: isEval, name: "chorus-encoder" });
    worker.unref();
    return new Promise((resolve, reject) => {
      const fail = (error: Error) => {
        clearTimeout(timer);
        worker.off("error", fail);
        worker.off("exit", onExit);
        void worker.terminate();
        reject(error);
      };
      const onExit = (code: number) => fail(new Error(`encoding worker exited during start (code ${code})`));
      const timer = setTimeout(
        () => fail(new Error("encoding worker did not start in time")),
        startTimeoutMs,
      );
      timer.unref();
      worker.on("error", fail);
      worker.on("exit", onExit);
      worker.once("message", (message: FromEncoderWorker) => {
        clearTimeout(timer);
        worker.off("error", fail);
        worker.off("exit", onExit);
        if (message.type !== "ready") return fail(new Error(`encoding worker sent ${message.type} first`));
        resolve(new EncoderWorkerClient(worker));
      });
    });
  }

  get alive(): boolean {
    return !this.exited;
  }

  request(message: RequestWithoutId, urgent = false): Promise<Uint8Array> {
    if (this.exited) return Promise.reject(new Error("encoding worker is gone"));
    return new Promise((resolve, reject) => {
      const pending: Pending = {
        message: { ...message, id: this.nextId++ } as Request,
        urgent,
        resolve,
        reject,
      };
      if (urgent) {
        const firstOrdinary = this.queue.findIndex((waiting) => !waiting.urgent);
        this.queue.splice(firstOrdinary === -1 ? this.queue.length : firstOrdinary, 0, pending);
      } else {
        this.queue.push(pending);
      }
      this.dispatch();
    });
  }

  /** Forgets a stream: requests of it still waiting are dropped, the worker frees its encoder. */
  dispose(stream: number): void {
    for (let i = this.queue.length - 1; i >= 0; i--) {
      if (this.queue[i]!.message.stream === stream) {
        this.queue[i]!.reject(new Error("encoding stream disposed"));
        this.queue.splice(i, 1);
      }
    }
    if (!this.exited) this.worker.postMessage({ type: "dispose", stream } satisfies ToEncoderWorker);
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }

  private dispatch(): void {
    if (this.inFlight || this.exited) return;
    const next = this.queue.shift();
    if (!next) {
      this.worker.unref();
      return;
    }
    this.inFlight = next;
    this.worker.ref();
    const transfer = next.message.type === "push" ? [next.message.samples.buffer as ArrayBuffer] : [];
    this.worker.postMessage(next.message, transfer);
  }

  private onMessage(message: FromEncoderWorker): void {
    const current = this.inFlight;
    if (message.type === "ready" || !current || message.id !== current.message.id) return;
    this.inFlight = undefined;
    if (message.type === "bytes") current.resolve(message.bytes);
    else current.reject(new Error(message.message));
    this.dispatch();
  }

  private fail(error: Error): void {
    this.exited = true;
    const waiting = [...(this.inFlight ? [this.inFlight] : []), ...this.queue.splice(0)];
    this.inFlight = undefined;
    for (const pending of waiting) pending.reject(error);
  }
}
