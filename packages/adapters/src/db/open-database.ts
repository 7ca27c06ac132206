import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { PgliteWorkerClient } from "./pglite-worker/pglite-worker-client.ts";
import * as schema from "./schema/index.ts";

/** Both drivers give the same query builder; repositories are written once against this type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenedDatabase {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Opens the database and applies every pending migration. Without a URL it is PGlite (Postgres
 * compiled to WASM) in `<dataDir>/pglite`, or in memory when `dataDir` is ":memory:", running in
 * its own worker thread so its WASM never holds the event loop; with a URL it is PostgreSQL. The
 * same SQL migrations run unchanged on both.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /**
   * In memory only: start from this PGlite data-directory dump (`dumpDataDir`) instead of an empty
   * cluster. Creating a cluster (initdb) is most of PGlite's start-up; the test harness dumps one
   * migrated database and starts every suite from it. Pending migrations still apply on top.
   */
  startFrom?: Blob;
  /** Called when an idle pooled connection dies (server restart, admin kill); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
  /**
   * Called once if PGlite's thread dies: every statement fails from then on (none waits), and
   * only a restart brings the database back.
   */
  onDatabaseThreadCrash?: (error: Error) => void;
}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, an idle client's error (e.g. PostgreSQL restarting) would crash the process.
    pool.on("error", (error) => options.onConnectionError?.(error));
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
  }
  const inMemory = options.dataDir === ":memory:";
  const folder = inMemory ? undefined : path.join(options.dataDir, "pglite");
  if (folder) fs.mkdirSync(folder, { recursive: true });
  const client = await PgliteWorkerClient.start({
    dataDir: folder,
    startFrom: inMemory ? options.startFrom : undefined,
    onCrash: (error) => options.onDatabaseThreadCrash?.(error),
  });
  try {
    // Drizzle's PGlite driver calls only `query` and `transaction`, which the thread's client answers.
    const db = drizzlePglite(client as unknown as PGlite, { schema });
    await migratePglite(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}

/**
 * An empty, fully migrated PGlite database as a data-directory dump (uncompressed tar), for
 * `openDatabase({ dataDir: ":memory:", startFrom })`. Tests start many databases; this pays
 * PGlite's initdb and the migrations once.
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = new PGlite({ extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}
