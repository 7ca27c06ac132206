// The server the speech benchmarks measure: in-process, listening on a real socket, engines and encoders warmed
// up, on PGlite or (BENCH_DATABASE=postgres) a fresh database on the test PostgreSQL server.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "@chorus/config";
import { createLogger, startServer } from "@chorus/server";
import { createTestAccount, createTestDatabase } from "@chorus/testing";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });
}

/** The p-th percentile (nearest rank) of the samples. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

export const machineLine = (database: string) =>
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}; database: ${database}`;

/** `env`: more configuration (e.g. `CHORUS_BILLING: "off"`, so quotas do not end a long benchmark). */
export async function startSpeechBenchServer(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "chorus-bench-"));
  const port = await freePort();
  const database = await createTestDatabase(
    process.env.BENCH_DATABASE === "postgres" ? "postgres" : "pglite",
  );
  const config = loadConfig({
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    SERVE_WEB: "false",
    ...env,
  });
  const server = await startServer(config, { logger: createLogger(process.env.BENCH_LOG ?? "silent") });
  await server.built.warmUpSpeech();
  const harness = { ports: server.built.ports } as Parameters<typeof createTestAccount>[0];
  return {
    port,
    database: database.kind,
    ports: server.built.ports,
    harness,
    /** `count` new accounts on the Pro plan (10 generations at once, and a 3,000-character request fits). */
    async proAccounts(count: number) {
      const accounts: Awaited<ReturnType<typeof createTestAccount>>[] = [];
      for (let i = 0; i < count; i++) {
        const account = await createTestAccount(harness);
        await server.built.ports.store.workspaces.update(account.workspace.id, {
          tier: "pro",
          subscriptionStatus: "active",
        });
        accounts.push(account);
      }
      return accounts;
    },
    async stop() {
      await server.stop();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
