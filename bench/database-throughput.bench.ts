// GET /v1/user with an xi-api-key at 10 connections, on PGlite and on PostgreSQL, against a real Chorus
// process profiled with --cpu-prof: requests per second, latency, and where the main thread's busy time
// went during the load (the database's share: PGlite's JS and WASM, the pg driver, Drizzle).
// Run: npx tsx bench/database-throughput.bench.ts   (needs PostgreSQL at TEST_POSTGRES_URL or 127.0.0.1:5432)
// BENCH_SECONDS (default 10) per measurement; BENCH_ROUNDS (default 2) alternates the databases that many
// times, so both see the same neighbours on a shared machine; BENCH_DATABASES=pglite limits the kinds.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase, type DatabaseKind, databaseKinds, startChorusProcess } from "@chorus/testing";
import autocannon from "autocannon";
import { mainThreadProfile, monotonicMicros, profileShares } from "./support/cpu-profile-shares.ts";

const apiKey = "sk_bench_bootstrap_key_0123456789abcdef";
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const kinds = (process.env.BENCH_DATABASES?.split(",") as DatabaseKind[] | undefined) ?? databaseKinds;

async function load(url: string, seconds: number) {
  const result = await autocannon({
    url,
    headers: { "xi-api-key": apiKey },
    connections: 10,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${result.non2xx} non-2xx responses, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

async function measure(kind: DatabaseKind) {
  const database = await createTestDatabase(kind);
  const profiles = fs.mkdtempSync(path.join(os.tmpdir(), "chorus-bench-profile-"));
  const chorus = await startChorusProcess(
    {
      LOG_LEVEL: "warn",
      CHORUS_ADMIN_EMAIL: "bench@example.com",
      CHORUS_ADMIN_PASSWORD: "bench-password-1",
      CHORUS_ADMIN_API_KEY: apiKey,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    },
    { nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profiles}`] },
  );
  try {
    // The speech engines warm up after the server listens, and the JIT warms up on the first requests.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await load(`${chorus.url}/v1/user`, 3);
    const from = monotonicMicros();
    const figures = await load(`${chorus.url}/v1/user`, durationSeconds);
    const to = monotonicMicros();
    await chorus.stop();
    const file = mainThreadProfile(profiles);
    const shares = file ? profileShares(file, { from, to }) : undefined;
    return { ...figures, wallMs: (to - from) / 1000, shares };
  } finally {
    await chorus.stop();
    await database.drop();
    fs.rmSync(profiles, { recursive: true, force: true });
  }
}

async function main() {
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
  );
  console.log(`load average before: ${loadAverage()}`);
  const rows: string[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const kind of kinds) {
      const result = await measure(kind);
      const shares = result.shares;
      const busy = shares ? `${Math.round((100 * shares.busyMs) / result.wallMs)}%` : "?";
      const database = shares ? `${Math.round(100 * shares.databaseShare)}%` : "?";
      const top = shares
        ? shares.shares
            .slice(0, 5)
            .map((entry) => `${entry.bucket} ${Math.round(100 * entry.share)}%`)
            .join(", ")
        : "";
      rows.push(
        `| ${round} | ${kind} | ${Math.round(result.requestsPerSecond)} req/s | ${result.p50} ms | ${result.p99} ms | ${busy} | ${database} | ${top} |`,
      );
      console.log(rows.at(-1));
    }
  }
  console.log(`load average after: ${loadAverage()}`);
  console.log(
    "\nGET /v1/user with xi-api-key, 10 connections, after a 3 s warm-up" +
      "\n| round | database | throughput | p50 | p99 | main thread busy | of it in the database | main thread's top self time |" +
      "\n|---|---|---|---|---|---|---|---|",
  );
  for (const row of rows) console.log(row);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
