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
 * Boots the real server (real routes, verbs, repositories and migrations) on a fresh database of
 * the given kind. Passwords use real Argon2id with small costs so suites stay fast. Rate limits
 * and sign-in ceilings are relaxed (abuse-limits.ts) unless `limits: "production"`; `databaseUrl`
 * starts a second server on another server's PostgreSQL database (left to that server to drop).
 */
export async function startTestServer(
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
    async close() {
      await running.stop();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
