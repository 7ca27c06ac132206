import { randomBytes } from "node:crypto";
import pg from "pg";

export type DatabaseKind = "pglite" | "postgres";

/**
 * The PostgreSQL server tests use (trust auth on the CI machine). Override with
 * TEST_POSTGRES_URL; set TEST_SKIP_POSTGRES=1 only on a machine without PostgreSQL.
 */
export const testPostgresUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Every database-touching test runs once per kind. */
export const databaseKinds: DatabaseKind[] =
  process.env.TEST_SKIP_POSTGRES === "1" ? ["pglite"] : ["pglite", "postgres"];

export interface TestDatabase {
  kind: DatabaseKind;
  /** undefined for PGlite (in memory). */
  url: string | undefined;
  drop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Test databases are named after the test run (`CHORUS_TEST_RUN`, set by the integration tier's global
 * setup), so the run can drop the ones its shared servers still hold when it ends.
 */
const testDatabasePrefix = (run = process.env.CHORUS_TEST_RUN) => `chorus_test_${run ? `${run}_` : ""}`;

/** Drops the databases a test run left (its shared servers are never closed by a file). */
export async function dropRunDatabases(run: string): Promise<void> {
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
      [testDatabasePrefix(run)],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** A fresh, empty database for one test file: in-memory PGlite, or a new database on the PostgreSQL server that is dropped afterwards. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") return { kind, url: undefined, drop: async () => {} };
  const name = `${testDatabasePrefix()}${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return {
    kind,
    url: withDatabase(testPostgresUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: testPostgresUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
