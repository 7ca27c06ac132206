import { allOperations } from "@chorus/contract";
import { databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { shareOfDatabaseRuns } from "@chorus/testing/engine-tests";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxEventLoopDelayMs, OperationFuzzer } from "./fuzz-operations.ts";

/**
 * The fuzz suite over share `part` of `parts` of the live contract's operations (every
 * `parts`-th one), so the shares run on separate workers; each share starts its own server per
 * database. Each operation is fuzzed on one database kind, alternating (hostile input is refused
 * before or by the same Postgres on both; the route-isolation suite covers both kinds fully);
 * TEST_EVERY_DATABASE=1 fuzzes every operation on both.
 */
export function describeFuzz(part: number, parts: number): void {
  const operations = allOperations.filter((_, index) => index % parts === part);
  describe.each(databaseKinds)(`fuzz (share ${part + 1} of ${parts}) on %s`, (kind) => {
    let server: TestServer;
    let fuzzer: OperationFuzzer;
    beforeAll(async () => {
      server = await startTestServer(kind);
      fuzzer = await OperationFuzzer.start(server);
    });
    afterAll(async () => server?.close());

    const cases = shareOfDatabaseRuns(kind, operations);
    it.each(cases.map((op) => [`${op.method} ${op.path} (${op.operationId})`, op] as const))(
      "%s",
      async (_, op) => {
        const report = await fuzzer.fuzz(op);
        expect(report.findings).toEqual([]);
        expect(
          report.longestDelay.ms,
          `event loop held up during "${report.longestDelay.case}"`,
        ).toBeLessThan(maxEventLoopDelayMs);
      },
    );
  });
}
