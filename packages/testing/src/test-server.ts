import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { argon2PasswordHasher } from "@chorus/adapters/crypto";
import type { Database } from "@chorus/adapters/db";
import type { TestPaymentProvider } from "@chorus/adapters/payments/test-provider";
import { createSpeechEngines } from "@chorus/adapters/speech-engines";
import { pgliteStartImage } from "@chorus/adapters/testing/pglite";
import { type Config, loadConfig, type ProcessRole } from "@chorus/config";
import { domainJobHandlers, type Ports, runDueJobs } from "@chorus/domain";
import { createLogger, type RunningServer, startServer } from "@chorus/server";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { relaxedAbuseLimitsEnv, testCaptchaDifficultyEnv } from "./abuse-limits.ts";
import { reproducibleSecretsEnv } from "./reproducible-secrets.ts";
import { TestClock } from "./test-clock.ts";
import { createTestDatabase, type DatabaseKind } from "./test-databases.ts";

export interface TestServer {
  kind: DatabaseKind;
  app: FastifyInstance;
  ports: Ports;
  config: Config;
  clock: TestClock;
  /** The server's database, for tests that need SQL no repository offers (a constraint that makes a write fail). */
  database: Database;
  /** The built-in test payment provider (unless the suite configured Stripe). */
  testPayments: TestPaymentProvider | undefined;
  /** In-process HTTP request (no socket): `await server.request("GET", "/v1/user", { apiKey })`. */
  request(
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    options?: {
      apiKey?: string;
      token?: string;
      body?: unknown;
      headers?: Record<string, string>;
      cookies?: Record<string, string>;
      /** The client's address (default 127.0.0.1), for per-address limits. */
      remoteAddress?: string;
    },
  ): Promise<LightMyRequestResponse>;
  /**
   * Runs queued background jobs (training, speaker separation) until none is due, as the worker role
   * would; test servers run the API role only, so jobs wait for this. Answers how many ran.
   */
  runJobs(): Promise<number>;
  /** Listens on a free local port, once (the server may be shared), and answers its http:// address. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

let speechEngines: ReturnType<typeof createSpeechEngines> | undefined;

/**
 * The embedded speech engines every test server of this process uses, as one production process
 * serves all its requests with one set: starting eSpeak-NG's worker threads and Flite's processes
 * costs about two seconds per engine, per server otherwise. Their workers never hold the process open.
 */
function sharedSpeechEngines() {
  if (!speechEngines) {
    speechEngines = createSpeechEngines();
    // Every worker now, as WARM_WORKERS=all does in a server: no worker starts in the middle of a test's
    // request (the fuzz suite's event-loop guard would see the start on a busy machine). A failure shows
    // in the first test that speaks.
    speechEngines.espeak.warmUp().catch(() => {});
  }
  return speechEngines;
}

/**
 * Servers shared by the files of one test worker (vitest.config.ts runs a worker's files one after
 * another in one module graph): one per database kind, never closed by a file. Starting a server cost
 * 1.8 s of CPU on PGlite and 1 s on PostgreSQL, paid by some hundred files on each; each file works in
 * accounts and workspaces of its own, as on a real server. TEST_OWN_SERVERS=1 gives every file its own.
 */
const sharedServers = new Map<DatabaseKind, Promise<TestServer>>();

/**
 * Boots the real server (real routes, verbs, repositories and migrations) on a fresh database of
 * the given kind. Passwords use real Argon2id with small costs so suites stay fast. Rate limits
 * and sign-in ceilings are relaxed (abuse-limits.ts) unless `limits: "production"`; `databaseUrl`
 * starts a second server on another server's PostgreSQL database (left to that server to drop).
 * With the default settings the server is the worker's shared one (`own` for one of the file's own);
 * any setting of the file's own gives it its own server.
 */
export async function startTestServer(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: Parameters<typeof startOwnTestServer>[2] & {
    /**
     * A server of the file's own even with the default settings: for files that count what the whole
     * server holds (every due job, renewal or expired reservation), which other files' leftovers change.
     */
    own?: boolean;
  } = {},
): Promise<TestServer> {
  const { own, ...serverOptions } = options;
  const shareable = Object.keys(env).length === 0 && Object.keys(serverOptions).length === 0;
  if (own || !shareable || process.env.TEST_OWN_SERVERS === "1")
    return startOwnTestServer(kind, env, serverOptions);
  let shared = sharedServers.get(kind);
  if (!shared) {
    shared = startOwnTestServer(kind);
    sharedServers.set(kind, shared);
  }
  const server = await shared;
  // Each file starts at the present, whatever the file before did with the clock.
  server.clock.restartAt(new Date());
  return { ...server, close: async () => {} };
}

async function startOwnTestServer(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: {
    role?: ProcessRole;
    limits?: "relaxed" | "production";
    databaseUrl?: string;
    /** Where the server logs (at info level) when a test reads its logs; silent otherwise. */
    logDestination?: Parameters<typeof createLogger>[1];
  } = {},
): Promise<TestServer> {
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => {} }
    : await createTestDatabase(kind);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "chorus-test-"));
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      WARM_WORKERS: "all",
      SERVE_WEB: "false",
      PUBLIC_URL: "http://chorus.test",
      ...reproducibleSecretsEnv,
      ...testCaptchaDifficultyEnv,
      ...(options.limits === "production" ? {} : relaxedAbuseLimitsEnv),
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      ...env,
    },
    { role: options.role ?? "api" },
  );
  const running: RunningServer = await startServer(config, {
    logger: options.logDestination ? createLogger("info", options.logDestination) : createLogger("silent"),
    listen: false,
    overrides: {
      clock: new TestClock(),
      passwords: argon2PasswordHasher({ memoryCost: 1024, timeCost: 1 }),
      inMemoryDatabase: database.url ? false : { startFrom: await pgliteStartImage() },
      // A suite configuring a remote engine gets engines of its own; every other server shares one set.
      speech: config.speech.remote ? undefined : sharedSpeechEngines(),
    },
  });
  // A worker-only process has no HTTP app; tests of it use `ports` and never `request`.
  const app = running.app as FastifyInstance;
  const ports = running.built.ports;
  return {
    kind,
    app,
    ports,
    config,
    clock: ports.clock as TestClock,
    database: running.built.database.db,
    testPayments: running.built.testPayments,
    request(method, url, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.apiKey) headers["xi-api-key"] = options.apiKey;
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      return app.inject({
        method,
        url,
        headers,
        cookies: options.cookies,
        ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
        ...(options.body !== undefined ? { payload: options.body as never } : {}),
      });
    },
    runJobs: () => runDueJobs(ports, domainJobHandlers),
    async listen() {
      const address = app.server.address();
      if (address && typeof address === "object") return `http://127.0.0.1:${address.port}`;
      return app.listen({ port: 0, host: "127.0.0.1" });
    },
    async close() {
      await running.stop();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
