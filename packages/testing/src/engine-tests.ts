import { it } from "vitest";
import { type DatabaseKind, databaseKinds } from "./test-databases.ts";

/**
 * For tests whose subject is what an engine makes (pitch, loudness, words heard, timing), not what the
 * database keeps: they run on one kind, so the engines do their seconds of work once per run instead of
 * once per database. Their reads and writes are the same repository calls the persistence tests of the
 * same suite make on both kinds. `kind` says which (suites spread over both, so both carry engine load);
 * TEST_EVERY_DATABASE=1 runs them on both, and without PostgreSQL they run on PGlite.
 */
function engineTestDatabaseKinds(kind: DatabaseKind): DatabaseKind[] {
  if (process.env.TEST_EVERY_DATABASE === "1") return databaseKinds;
  return databaseKinds.includes(kind) ? [kind] : ["pglite"];
}

/** What `it` takes, as the suites use it. */
export type DefineTest = (name: string, run: () => Promise<void> | void, timeout?: number) => void;

/**
 * `it` for a test about what an engine makes, in a suite that runs once per database kind: the test is
 * defined in the suite of `runsOn` (see engineTestDatabaseKinds) and not at all in the other, so the
 * report neither counts it twice nor shows it skipped.
 */
export function engineTest(suiteKind: DatabaseKind, runsOn: DatabaseKind): DefineTest {
  return engineTestDatabaseKinds(runsOn).includes(suiteKind) ? it : () => {};
}

/**
 * The share of `items` (cases that each need one database run, not one per kind) that the suite of
 * `suiteKind` runs: every other one on each kind, starting with PGlite, so each case runs once and both
 * kinds carry half. Under TEST_EVERY_DATABASE=1 every suite runs them all; without PostgreSQL, PGlite does.
 */
export function shareOfDatabaseRuns<T>(suiteKind: DatabaseKind, items: readonly T[]): T[] {
  const alternating: DatabaseKind[] = ["pglite", "postgres"];
  return items.filter((_, index) =>
    engineTestDatabaseKinds(alternating[index % alternating.length]!).includes(suiteKind),
  );
}
