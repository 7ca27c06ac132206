import { createStore, openDatabase } from "@chorus/adapters/db";
import type { StartedChorus } from "@chorus/testing";
import { runChorusCommand } from "../../../apps/server/src/cli/run-command.ts";

/**
 * `npm run chorus -- …` as the operator runs it against a running server's PostgreSQL database
 * (in-process, to spare a second tsx start-up). Resolves to the exit code and the printed lines.
 */
export async function runOperatorCommand(
  chorus: StartedChorus,
  databaseUrl: string,
  ...argv: string[]
): Promise<{ code: number; output: string }> {
  const opened = await openDatabase({ databaseUrl, dataDir: chorus.dataDir });
  const lines: string[] = [];
  try {
    const settings = {
      publicUrl: chorus.url,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      signUp: { restrictedCountries: [], allowlist: [] },
      signInVerification: "off" as const,
      termsVersion: "2026-11-01",
      signInThrottle: { failuresPerEmail: 50, failuresPerIp: 100 },
      billing: "off" as const,
      reservationLeaseSeconds: 60,
      toolWebhookHttpHosts: [],
    };
    const ports = { store: createStore(opened.db), clock: { now: () => new Date() }, settings };
    const code = await runChorusCommand(argv, { ctx: { ports }, out: (line) => lines.push(line) });
    return { code, output: lines.join("\n") };
  } finally {
    await opened.close();
  }
}
