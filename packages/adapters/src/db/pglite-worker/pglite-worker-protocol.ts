import type { RowMode } from "@electric-sql/pglite";

/** What the main thread hands the database thread when it starts it. */
export interface PgliteWorkerData {
  /** A data folder on disk, or undefined for an in-memory database. */
  dataDir: string | undefined;
  /** In memory only: a data-directory dump to start from instead of an empty cluster (initdb). */
  startFrom: Blob | undefined;
  /** PGlite's WASM compiled once per process, so each new database thread skips the compilation. */
  pgliteWasmModule: WebAssembly.Module | undefined;
  /** PGlite's file-system bundle (pglite.data), read once per process. */
  fsBundle: Blob | undefined;
}

/** One statement, on its own or inside the open transaction `transaction`. */
export interface QueryRequest {
  kind: "query";
  id: number;
  sql: string;
  params: unknown[];
  rowMode: RowMode | undefined;
  /**
   * Type OIDs whose text is kept as it is rather than parsed (Drizzle's PGlite driver keeps dates,
   * timestamps and intervals as text: its parsers for them return their input). Functions cannot
   * cross threads, so the OIDs do.
   */
  keepText: number[];
  transaction: number | undefined;
}

export type ToPgliteWorker =
  | QueryRequest
  /**
   * Opens transaction `transaction` (numbered by the main thread, so its first statement can follow at
   * once, without waiting for an answer: one message fewer on the way to a charge).
   */
  | { kind: "begin"; id: number; transaction: number }
  | { kind: "end"; id: number; transaction: number; commit: boolean }
  | { kind: "close"; id: number };

/** A failed statement's fields (pg-protocol's DatabaseError: severity, SQLSTATE code, detail, …). */
export interface SerializedError {
  message: string;
  /** Set when the error came from Postgres (a DatabaseError), so the main thread rebuilds one. */
  fields: Record<string, string | number | undefined> | undefined;
}

export type FromPgliteWorker =
  | { kind: "ready" }
  | { kind: "start-failed"; error: SerializedError }
  | { kind: "done"; id: number; result: unknown }
  | { kind: "failed"; id: number; error: SerializedError };
