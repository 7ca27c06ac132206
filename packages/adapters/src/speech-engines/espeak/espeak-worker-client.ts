import { Worker } from "node:worker_threads";
import { workerThreadSource } from "../shared/typescript-entry.ts";
import type { PooledWorker } from "../shared/worker-pool.ts";
import type {
  EspeakCatalogue,
  EspeakSynthesisRequest,
  EspeakWordEvent,
  EspeakWorkerData,
  FromEspeakWorker,
  ToEspeakWorker,
} from "./espeak-protocol.ts";

export interface EspeakJob {
  readonly request: EspeakSynthesisRequest;
  readonly signal: AbortSignal;
  readonly urgent?: boolean;
  chunk(samples: Int16Array, words: EspeakWordEvent[]): void;
  done(totalSamples: number): void;
  fail(error: unknown): void;
}

const startTimeoutMs = 60_000;

/** The main thread's handle on one eSpeak worker thread: starts it, runs one job at a time, cancels. */
export class EspeakWorkerClient implements PooledWorker<EspeakJob> {
  private nextJobId = 1;
  private exited = false;
  private current:
    | { jobId: number; job: EspeakJob; finished: () => void; broken: (error: Error) => void }
    | undefined;

  private constructor(
    private readonly worker: Worker,
    private readonly cancelCell: Int32Array,
    readonly catalogue: EspeakCatalogue,
  ) {
    worker.on("message", (message: FromEspeakWorker) => this.onMessage(message));
    worker.on("error", (error) => this.current?.broken(error));
    worker.on("exit", (code) => {
      this.exited = true;
      this.current?.broken(new Error(`eSpeak-NG worker exited with code ${code}`));
    });
    // An idle pool must not keep the process alive; a busy worker must (someone awaits its answer).
    worker.unref();
  }

  /** Starts a worker and resolves once it has loaded eSpeak-NG and warmed it up. */
  static start(): Promise<EspeakWorkerClient> {
    const cancelCell = new SharedArrayBuffer(4);
    const { source, eval: isEval } = workerThreadSource(new URL("./espeak-worker.ts", import.meta.url));
    const workerData: EspeakWorkerData = { cancelCell };
    const worker = new Worker(source, { eval: isEval, workerData, name: "chorus-espeak" });
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => fail(error);
      const onExit = (code: number) => fail(new Error(`eSpeak-NG worker exited during start (code ${code})`));
      const detach = () => {
        clearTimeout(timer);
        // Only our own listeners: removeAllListeners() would also drop the Worker's internal ones.
        worker.off("error", onError);
        worker.off("exit", onExit);
      };
      const fail = (error: Error) => {
        detach();
        void worker.terminate();
        reject(error);
      };
      const timer = setTimeout(
        () => fail(new Error("eSpeak-NG worker did not start in time")),
        startTimeoutMs,
      );
      worker.on("error", onError);
      worker.on("exit", onExit);
      worker.once("message", (message: FromEspeakWorker) => {
        detach();
        if (message.type !== "ready") return fail(new Error(`eSpeak-NG worker sent ${message.type} first`));
        resolve(new EspeakWorkerClient(worker, new Int32Array(cancelCell), message.catalogue));
      });
    });
  }

  run(job: EspeakJob): Promise<void> {
    const jobId = this.nextJobId++;
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => Atomics.store(this.cancelCell, 0, jobId);
      const settle = () => {
        job.signal.removeEventListener("abort", onAbort);
        this.current = undefined;
        this.worker.unref();
      };
      this.current = {
        jobId,
        job,
        finished: () => {
          settle();
          resolve();
        },
        broken: (error) => {
          settle();
          job.fail(error);
          reject(error);
        },
      };
      job.signal.addEventListener("abort", onAbort, { once: true });
      if (job.signal.aborted) onAbort();
      const message: ToEspeakWorker = { type: "synthesize", jobId, request: job.request };
      this.worker.ref();
      this.worker.postMessage(message);
    });
  }

  get alive(): boolean {
    return !this.exited;
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }

  private onMessage(message: FromEspeakWorker): void {
    const current = this.current;
    if (!current || message.type === "ready" || message.jobId !== current.jobId) return;
    switch (message.type) {
      case "chunk":
        current.job.chunk(message.samples, message.words);
        break;
      case "done":
        current.job.done(message.totalSamples);
        current.finished();
        break;
      case "failed":
        // The worker itself is fine (it caught the error), so it stays in the pool.
        current.job.fail(new Error(message.message));
        current.finished();
        break;
    }
  }
}
