import { randomBytes } from "node:crypto";
import { ensureServerBuilt } from "./chorus-process.ts";
import { databaseKinds, dropRunDatabases } from "./test-databases.ts";

/**
 * Vitest global setup of the integration tier: builds the server for the crash tests (as
 * build-server.ts does), and names this run's PostgreSQL databases so that, at the end, it drops the
 * ones the workers' shared test servers still hold (test-server.ts shares one server per database
 * between a worker's files, and no file closes it).
 */
export default function setup(): () => Promise<void> {
  ensureServerBuilt();
  const run = randomBytes(4).toString("hex");
  process.env.CHORUS_TEST_RUN = run;
  return async () => {
    if (databaseKinds.includes("postgres")) await dropRunDatabases(run);
  };
}
