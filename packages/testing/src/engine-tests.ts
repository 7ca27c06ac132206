import { it } from "vitest";
import { type DatabaseKind, engineTestDatabaseKinds } from "./test-databases.ts";

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
