import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import fs from "node:fs";
import type { WordTiming } from "@chorus/domain";
import { childProcessArgs } from "../shared/typescript-entry.ts";
import { type PooledWorker, WorkerGoneError } from "../shared/worker-pool.ts";
import { type FliteAnswer, type FliteRequest, FrameDecoder, pcmSamples } from "./flite-protocol.ts";

export interface FliteJob {
  readonly request: Omit<FliteRequest, "id">;
  readonly signal: AbortSignal;
  readonly urgent?: boolean;
  done(result: { sampleRate: number; samples: Int16Array; words: WordTiming[] }): void;
  fail(error: unknown): void;
}

const startTimeoutMs = 60_000;
/** V8 flag without which Node's WASI crashes on repeated runs (see flite-worker.ts); refused in NODE_OPTIONS. */
const nodeFlags = ["--no-turbo-fast-api-calls", "--disable-warning=ExperimentalWarning"];

/**
 * The parent's handle on one Flite child process: one request at a time over stdio. If the child dies, the
 * request in flight fails with a clear error and `run` rejects so the pool starts a replacement. Aborting a
 * running request kills the child (a long text would otherwise keep a CPU busy for seconds for nobody).
 */
export class FliteProcess implements PooledWorker<FliteJob> {
  private nextId = 1;
  private current: { id: number; answer: (header: FliteAnswer, payload: Buffer) => void } | undefined;
  private exited: Promise<void>;
  private stderrTail = "";
  private directory: string | undefined;

  private constructor(private readonly child: ChildProcessWithoutNullStreams) {
    this.exited = new Promise((resolve) =>
      child.once("exit", () => {
        // A killed child (abort, crash) cannot clean up after itself.
        if (this.directory) fs.rmSync(this.directory, { recursive: true, force: true });
        resolve();
      }),
    );
    // Writing to a child that just died raises EPIPE here; the exit handler reports the death instead.
    child.stdin.on("error", () => undefined);
    child.stderr.on("data", (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString("utf8")).slice(-2000);
    });
    const decoder = new FrameDecoder();
    child.stdout.on("data", (chunk: Buffer) => {
      for (const { header, payload } of decoder.push(chunk)) this.current?.answer(header, payload);
    });
    this.idle();
  }

  /** Starts a child and resolves once it has compiled Flite and warmed it up. */
  static start(): Promise<FliteProcess> {
    const child = spawn(
      process.execPath,
      [...nodeFlags, ...childProcessArgs(new URL("./flite-worker.ts", import.meta.url))],
      {
        stdio: ["pipe", "pipe", "pipe"],
      },
    );
    const handle = new FliteProcess(child);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => fail(new Error("Flite worker did not start in time")), startTimeoutMs);
      const detach = () => {
        clearTimeout(timer);
        child.removeListener("error", fail);
        child.removeListener("exit", onExit);
        handle.current = undefined;
        handle.idle();
      };
      const fail = (error: Error) => {
        detach();
        child.kill("SIGKILL");
        reject(error);
      };
      const onExit = (code: number | null, signal: string | null) =>
        fail(
          new Error(
            `Flite worker exited during start (${signal ?? `code ${code}`}): ${handle.stderrTail.trim()}`,
          ),
        );
      child.once("error", fail);
      child.once("exit", onExit);
      handle.current = {
        id: 0,
        answer: (header) => {
          if (header.type !== "ready") return fail(new Error(`Flite worker sent ${header.type} first`));
          handle.directory = header.directory;
          detach();
          resolve(handle);
        },
      };
      handle.busy();
    });
  }

  run(job: FliteJob): Promise<void> {
    const id = this.nextId++;
    return new Promise<void>((resolve, reject) => {
      const finish = (error?: Error) => {
        job.signal.removeEventListener("abort", onAbort);
        this.child.removeListener("close", onClose);
        this.current = undefined;
        this.idle();
        if (error) reject(error);
        else resolve();
      };
      const onAbort = () => {
        job.fail(job.signal.reason);
        this.child.kill("SIGKILL");
        finish(new Error("Flite worker stopped for an aborted request"));
      };
      let started = false;
      const onClose = (code: number | null, signal: string | null) => {
        // "close" rather than "exit": every frame the child wrote has been read by now, so a missing
        // "started" really means it died before reading the request (killed while idle, not yet noticed).
        if (!started) return finish(new WorkerGoneError("Flite worker was gone before taking the request"));
        const error = new Error(
          `Flite worker died (${signal ?? `code ${code}`}) while synthesizing; the request failed and the worker is restarted. ${this.stderrTail.trim()}`.trim(),
        );
        job.fail(error);
        finish(error);
      };
      this.current = {
        id,
        answer: (header, payload) => {
          if (header.type === "ready" || header.id !== id) return;
          if (header.type === "started") {
            started = true;
            return;
          }
          if (header.type === "error") job.fail(new Error(header.message));
          else job.done({ sampleRate: header.sampleRate, samples: pcmSamples(payload), words: header.words });
          finish();
        },
      };
      if (job.signal.aborted) return onAbort();
      job.signal.addEventListener("abort", onAbort, { once: true });
      this.child.once("close", onClose);
      this.busy();
      this.child.stdin.write(`${JSON.stringify({ id, ...job.request } satisfies FliteRequest)}\n`);
    });
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  async close(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.stdin.end();
      const timer = setTimeout(() => this.child.kill("SIGKILL"), 2000);
      await this.exited;
      clearTimeout(timer);
    }
  }

  // A child and its pipes keep the parent's event loop alive: only while someone waits for an answer.
  private busy(): void {
    this.child.ref();
    for (const stream of [this.child.stdin, this.child.stdout, this.child.stderr])
      (stream as { ref?: () => void }).ref?.();
  }

  private idle(): void {
    this.child.unref();
    for (const stream of [this.child.stdin, this.child.stdout, this.child.stderr])
      (stream as { unref?: () => void }).unref?.();
  }
}
