// Baseline API figures: cold start (fresh data folder, migrations), and authenticated request throughput
// (GET /v1/user with an xi-api-key, and with a bearer token) on PGlite and on PostgreSQL.
// Run: npx tsx bench/api-baseline.bench.ts   (needs PostgreSQL at TEST_POSTGRES_URL or 127.0.0.1:5432)
import os from "node:os";
import { createTestDatabase, databaseKinds, startChorusProcess } from "@chorus/testing";
import autocannon from "autocannon";

const apiKey = "sk_bench_bootstrap_key_0123456789abcdef";
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: 10, duration: durationSeconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

async function main() {
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
  );
  const rows: string[] = [];
  for (const kind of databaseKinds) {
    const database = await createTestDatabase(kind);
    const started = Date.now();
    const chorus = await startChorusProcess({
      LOG_LEVEL: "warn",
      CHORUS_ADMIN_EMAIL: "bench@example.com",
      CHORUS_ADMIN_PASSWORD: "bench-password-1",
      CHORUS_ADMIN_API_KEY: apiKey,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    });
    const coldStartMs = Date.now() - started;
    try {
      const withKey = await load(`${chorus.url}/v1/user`, { "xi-api-key": apiKey });
      rows.push(`| ${kind} | cold start (fresh data, migrations, bootstrap owner) | ${coldStartMs} ms | | |`);
      rows.push(
        `| ${kind} | GET /v1/user with xi-api-key, 10 connections | ${withKey.requestsPerSecond} req/s | ${withKey.p50} ms | ${withKey.p99} ms |`,
      );
      if (withKey.non2xx > 0) throw new Error(`${withKey.non2xx} non-2xx responses`);
    } finally {
      await chorus.stop();
      await database.drop();
    }
  }
  console.log("\n| database | measurement | result | p50 | p99 |\n|---|---|---|---|---|");
  for (const row of rows) console.log(row);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
