import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type {
  FromPgliteWorker,
  PgliteWorkerData,
  QueryRequest,
  SerializedError,
  ToPgliteWorker,
} from "./pglite-worker-protocol.ts";

// The database thread: one PGlite, driven by the main thread's PgliteWorkerClient. PGlite's own locks
// give the same order as in-process PGlite: a statement outside a transaction waits until the open
// transaction ends.

const port = parentPort!;
const send = (message: FromPgliteWorker) => port.postMessage(message);

function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error), fields: undefined };
  const { severity, code } = error as { severity?: unknown; code?: unknown };
  if (typeof severity !== "string" || typeof code !== "string")
    return { message: error.message, fields: undefined };
  const fields: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number") fields[key] = value;
  }
  return { message: error.message, fields };
}

/** Identity parsers for the OIDs a query keeps as text, built once per set. */
const keepTextParsers = new Map<string, Record<number, (value: string) => string>>();
function parsersKeeping(oids: number[]): Record<number, (value: string) => string> {
  const key = oids.join(",");
  let parsers = keepTextParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(oids.map((oid) => [oid, (value: string) => value]));
    keepTextParsers.set(key, parsers);
  }
  return parsers;
}

async function main(): Promise<void> {
  const data = workerData as PgliteWorkerData;
  let pg: PGlite;
  try {
    pg = new PGlite({
      dataDir: data.dataDir,
      loadDataDir: data.startFrom,
      pgliteWasmModule: data.pgliteWasmModule,
      fsBundle: data.fsBundle,
      // Trigram similarity for knowledge-base retrieval (the migrations create the extension).
      extensions: { pg_trgm },
    });
    await pg.waitReady;
  } catch (error) {
    send({ kind: "start-failed", error: serializeError(error) });
    return;
  }

  interface OpenTransaction {
    tx: Transaction;
    end: (commit: boolean, id: number) => void;
  }
  /** Transactions by the main thread's number, from BEGIN's message until they end (pending until open). */
  const transactions = new Map<number, Promise<OpenTransaction>>();

  const run = async (request: QueryRequest) => {
    const options = { rowMode: request.rowMode, parsers: parsersKeeping(request.keepText) };
    if (request.transaction === undefined) return pg.query(request.sql, request.params, options);
    const open = await transactions.get(request.transaction);
    if (!open) throw new Error("Transaction is closed");
    return open.tx.query(request.sql, request.params, options);
  };

  const answer = (id: number, work: () => Promise<unknown>) => {
    work().then(
      (result) => send({ kind: "done", id, result }),
      (error: unknown) => send({ kind: "failed", id, error: serializeError(error) }),
    );
  };

  const begin = (id: number, transaction: number) => {
    let endId = id;
    const rollback = Symbol("rollback");
    let opened: (open: OpenTransaction) => void = () => {};
    let failed: (error: unknown) => void = () => {};
    const open = new Promise<OpenTransaction>((resolve, reject) => {
      opened = resolve;
      failed = reject;
    });
    // Statements that wait on a BEGIN that failed see its error; nobody waiting is not unhandled.
    open.catch(() => {});
    transactions.set(transaction, open);
    pg.transaction(async (tx) => {
      const commit = await new Promise<boolean>((resolve) => {
        opened({
          tx,
          end: (commit, id) => {
            endId = id;
            resolve(commit);
          },
        });
        send({ kind: "done", id, result: transaction });
      });
      transactions.delete(transaction);
      if (!commit) throw rollback;
    }).then(
      () => send({ kind: "done", id: endId, result: undefined }),
      (error: unknown) => {
        transactions.delete(transaction);
        failed(error);
        if (error === rollback) return send({ kind: "done", id: endId, result: undefined });
        send({ kind: "failed", id: endId, error: serializeError(error) });
      },
    );
  };

  port.on("message", (message: ToPgliteWorker) => {
    switch (message.kind) {
      case "query":
        return answer(message.id, async () => run(message));
      case "begin":
        return begin(message.id, message.transaction);
      case "end": {
        const opening = transactions.get(message.transaction);
        if (opening) {
          void opening.then(
            (open) => open.end(message.commit, message.id),
            (error: unknown) => send({ kind: "failed", id: message.id, error: serializeError(error) }),
          );
          return;
        }
        return send({
          kind: "failed",
          id: message.id,
          error: { message: "Transaction is closed", fields: undefined },
        });
      }
      case "close":
        return answer(message.id, () => pg.close());
    }
  });
  send({ kind: "ready" });
}

void main();
