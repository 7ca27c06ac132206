import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
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
    });
    await pg.waitReady;
  } catch (error) {
    send({ kind: "start-failed", error: serializeError(error) });
    return;
  }

  const transactions = new Map<number, { tx: Transaction; end: (commit: boolean, id: number) => void }>();
  let nextTransaction = 1;

  const run = (request: QueryRequest) => {
    const options = { rowMode: request.rowMode, parsers: parsersKeeping(request.keepText) };
    if (request.transaction === undefined) return pg.query(request.sql, request.params, options);
    const open = transactions.get(request.transaction);
    if (!open) throw new Error("Transaction is closed");
    return open.tx.query(request.sql, request.params, options);
  };

  const answer = (id: number, work: () => Promise<unknown>) => {
    work().then(
      (result) => send({ kind: "done", id, result }),
      (error: unknown) => send({ kind: "failed", id, error: serializeError(error) }),
    );
  };

  const begin = (id: number) => {
    const transaction = nextTransaction++;
    let endId = id;
    const rollback = Symbol("rollback");
    pg.transaction(async (tx) => {
      const commit = await new Promise<boolean>((resolve) => {
        transactions.set(transaction, {
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
      (error: unknown) =>
        error === rollback
          ? send({ kind: "done", id: endId, result: undefined })
          : send({ kind: "failed", id: endId, error: serializeError(error) }),
    );
  };

  port.on("message", (message: ToPgliteWorker) => {
    switch (message.kind) {
      case "query":
        return answer(message.id, async () => run(message));
      case "begin":
        return begin(message.id);
      case "end": {
        const open = transactions.get(message.transaction);
        if (open) return open.end(message.commit, message.id);
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
