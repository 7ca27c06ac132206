import fs from "node:fs";
import { Worker } from "node:worker_threads";
import { messages, type QueryOptions, type Results } from "@electric-sql/pglite";
import { workerThreadSource } from "../../speech-engines/shared/typescript-entry.ts";
import type {
  FromPgliteWorker,
  PgliteWorkerData,
  SerializedError,
  ToPgliteWorker,
} from "./pglite-worker-protocol.ts";

/** The part of PGlite that Drizzle's PGlite driver and migrator call. */
interface QueryClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

export interface WorkerTransaction extends QueryClient {
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** Drizzle's message for a statement on a transaction that already ended, as in-process PGlite says it. */
const CLOSED = "Transaction is closed";

function rebuildError(error: SerializedError): Error {
  if (!error.fields) return new Error(error.message);
  // The class in-process PGlite throws, so a failed statement looks the same from either side.
  const rebuilt = new messages.DatabaseError(error.message, 0, "error");
  return Object.assign(rebuilt, error.fields);
}

let pgliteWasm: Promise<{ module: WebAssembly.Module; fsBundle: Blob }> | undefined;

/**
 * PGlite's WASM compiled once per process (asynchronously, off the event loop) and its file-system
 * bundle read once: every database thread gets both, so a test process that opens a database per
 * suite compiles Postgres once.
 */
function compiledPglite(): Promise<{ module: WebAssembly.Module; fsBundle: Blob }> {
  pgliteWasm ??= (async () => {
    const dist = new URL(".", import.meta.resolve("@electric-sql/pglite"));
    const [wasm, data] = await Promise.all([
      fs.promises.readFile(new URL("pglite.wasm", dist)),
      fs.promises.readFile(new URL("pglite.data", dist)),
    ]);
    return { module: await WebAssembly.compile(wasm), fsBundle: new Blob([data]) };
  })();
  pgliteWasm.catch(() => {
    pgliteWasm = undefined;
  });
  return pgliteWasm;
}

interface Pending {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * PGlite in its own worker thread: Postgres's WASM never runs on the event loop. It answers the
 * calls Drizzle's PGlite driver makes (`query` with a row mode, `transaction`), each one a message
 * to the thread. If the thread dies, every waiting and later call fails at once with the reason
 * (`onCrash` is told once); nothing waits forever.
 */
export class PgliteWorkerClient implements QueryClient {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private nextTransaction = 1;
  private failure: Error | undefined;
  private closing = false;

  private constructor(
    /** The database thread (diagnostics and tests: terminating it is what a crash looks like). */
    readonly thread: Worker,
    private readonly onCrash: (error: Error) => void,
  ) {
    thread.on("message", (message: FromPgliteWorker) => this.onMessage(message));
    thread.on("error", (error) =>
      this.fail(new Error(`the database thread failed: ${error.message}`, { cause: error })),
    );
    thread.on("exit", (code) => this.fail(new Error(`the database thread stopped (exit code ${code})`)));
    thread.unref();
  }

  /** Starts the thread and its PGlite (`dataDir` undefined: in memory, from `startFrom` when given). */
  static async start(options: {
    dataDir: string | undefined;
    startFrom?: Blob;
    onCrash: (error: Error) => void;
  }): Promise<PgliteWorkerClient> {
    const { module, fsBundle } = await compiledPglite();
    const data: PgliteWorkerData = {
      dataDir: options.dataDir,
      startFrom: options.startFrom,
      pgliteWasmModule: module,
      fsBundle,
    };
    const { source, eval: isEval } = workerThreadSource(new URL("./pglite-worker-entry.ts", import.meta.url));
    const worker = new Worker(source, { eval: isEval, name: "pglite", workerData: data });
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) =>
        reject(new Error(`the database thread exited during start (code ${code})`));
      worker.once("error", reject);
      worker.once("exit", onExit);
      worker.once("message", (message: FromPgliteWorker) => {
        worker.off("error", reject);
        worker.off("exit", onExit);
        if (message.kind === "ready") return resolve();
        void worker.terminate();
        reject(
          message.kind === "start-failed"
            ? rebuildError(message.error)
            : new Error("the database thread answered before it was ready"),
        );
      });
    });
    return new PgliteWorkerClient(worker, options.onCrash);
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.statement(sql, params, options, undefined);
  }

  /**
   * Runs `work` in one transaction: BEGIN, its statements, then COMMIT, or ROLLBACK when it throws.
   * As in-process PGlite, statements outside it wait until it ends. The first statement goes right
   * behind BEGIN; the thread runs it once the transaction is open (a BEGIN that fails fails it too).
   */
  async transaction<T>(work: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    const transaction = this.nextTransaction++;
    const begun = this.request({ kind: "begin", id: 0, transaction });
    // Awaited below; until then its failure reaches the work through its statements.
    begun.catch(() => {});
    let closed = false;
    const end = (commit: boolean) => {
      closed = true;
      return this.request({ kind: "end", id: 0, transaction, commit });
    };
    const tx: WorkerTransaction = {
      query: <R>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
        closed ? Promise.reject(new Error(CLOSED)) : this.statement<R>(sql, params, options, transaction),
      rollback: async () => {
        if (closed) throw new Error(CLOSED);
        await end(false);
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await work(tx);
      await begun;
    } catch (error) {
      if (!closed) await end(false).catch(() => undefined);
      throw error;
    }
    if (!closed) await end(true);
    return result;
  }

  /** Closes PGlite (its data folder is consistent afterwards) and stops the thread. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    try {
      if (!this.failure) await this.request({ kind: "close", id: 0 });
    } finally {
      await this.thread.terminate();
    }
  }

  private statement<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
    transaction: number | undefined,
  ): Promise<Results<T>> {
    return this.request({
      kind: "query",
      id: 0,
      sql,
      params,
      rowMode: options?.rowMode,
      keepText: options?.parsers ? Object.keys(options.parsers).map(Number) : [],
      transaction,
    }) as Promise<Results<T>>;
  }

  private request(message: ToPgliteWorker): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // Referenced while a call waits, so a process waiting on its database does not exit under it.
      if (this.pending.size === 1) this.thread.ref();
      this.thread.postMessage({ ...message, id });
    });
  }

  private settle(id: number): Pending | undefined {
    const pending = this.pending.get(id);
    this.pending.delete(id);
    if (this.pending.size === 0) this.thread.unref();
    return pending;
  }

  private onMessage(message: FromPgliteWorker): void {
    if (message.kind === "done") this.settle(message.id)?.resolve(message.result);
    else if (message.kind === "failed") this.settle(message.id)?.reject(rebuildError(message.error));
  }

  private fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    for (const [, pending] of this.pending) pending.reject(error);
    this.pending.clear();
    if (!this.closing) this.onCrash(error);
  }
}
