import path from "node:path";
import { openProcessTemporaryFolder } from "@chorus/adapters/temporary-files";
import type { Config } from "@chorus/config";
import { ensureBootstrapOwner } from "@chorus/domain";
import type { FastifyInstance } from "fastify";
import pino, { type DestinationStream, type Logger as PinoLogger } from "pino";
import { type BuiltPorts, buildPorts } from "./composition/build-ports.ts";
import { createApp } from "./http/create-app.ts";
import { logSerializers } from "./logging/log-serializers.ts";
import { seedFirstStartDatabase } from "./start/first-start-database.ts";
import { startupBanner } from "./start/startup-banner.ts";
import { startWorker } from "./worker/start-worker.ts";

export interface RunningServer {
  app: FastifyInstance | undefined;
  built: BuiltPorts;
  url: string | undefined;
  stop(): Promise<void>;
}

/** The process's logger (stdout unless a destination is given, as tests do to read what is logged). */
export function createLogger(level: string, destination?: DestinationStream): PinoLogger {
  const options = {
    level,
    serializers: logSerializers,
    // The serializers log no headers; this catches a request object logged under another key.
    redact: ["req.headers.authorization", 'req.headers["xi-api-key"]', "req.headers.cookie"],
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Starts the roles this process runs: migrations and the bootstrap owner always, then the API
 * (HTTP on PORT) and/or the worker. `listen: false` builds the app without binding a port (tests).
 */
export async function startServer(
  config: Config,
  options: {
    logger?: PinoLogger;
    listen?: boolean;
    overrides?: Parameters<typeof buildPorts>[3];
    /** The first start's database copy, when main.ts began it already (first-start-database.ts). */
    firstStartDatabase?: Promise<boolean>;
  } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  // First, before anything writes there: what crashed processes left in DATA_DIR/tmp is swept.
  const temporary = await openProcessTemporaryFolder(config.dataDir, {
    onSweepError: (error) => logger.warn({ err: error }, "could not sweep DATA_DIR/tmp"),
  });
  if (temporary.swept.length > 0)
    logger.info({ folders: temporary.swept.length }, "removed temporary files left by stopped processes");
  const seeded =
    options.firstStartDatabase ??
    (!config.databaseUrl && !options.overrides?.inMemoryDatabase && seedFirstStartDatabase(config.dataDir));
  if (await seeded) logger.info("new embedded database created from the build's migrated image");
  const built = await buildPorts(config, logger, temporary.path, options.overrides).catch(
    async (error: unknown) => {
      await temporary.close();
      throw error;
    },
  );
  logger.info(
    { database: built.database.kind, dataDir: config.dataDir, role: config.role },
    "database ready, migrations applied",
  );
  if (config.billing === "on" && config.payments.provider === "test") {
    // The test provider accepts test cards: anyone who reaches it can take any plan without paying.
    logger.warn(
      "payments use the built-in TEST provider (test cards, no real money): set PAYMENT_PROVIDER=stripe, or CHORUS_BILLING=off, before opening Chorus to people who should not get paid plans for free",
    );
  }
  if (config.admin) {
    const result = await ensureBootstrapOwner(built.ports, config.admin);
    // The email is not secret; the password and key are never logged.
    logger.info({ email: config.admin.email, created: result.created }, "bootstrap owner ensured");
  }
  let app: FastifyInstance | undefined;
  let url: string | undefined;
  if (config.role !== "worker") {
    app = await createApp({
      ports: built.ports,
      uploadsDir: path.join(temporary.path, "uploads"),
      logger,
      geoHeaders: config.geoHeaders,
      abuse: config.abuse,
      webDistDir: config.web.serve ? config.web.distDir : undefined,
      testPayments: built.testPayments,
      mailOutboxPage: !config.mail.smtpUrl,
      logRequests: config.logRequests,
    });
    if (options.listen !== false) {
      url = await app.listen({ port: config.port, host: config.host });
      logger.info(`Chorus is ready at ${config.publicUrl} (API docs at ${config.publicUrl}/docs)`);
      process.stdout.write(startupBanner(config, built.database.kind));
      // Engine workers start once the port answers: warming them first competed for the two cores with
      // the start itself (a second or more); a speech request arriving meanwhile starts what it needs.
      built.warmUpSpeech().catch((error) => logger.warn({ err: error }, "speech engines failed to warm up"));
    } else {
      await app.ready();
    }
  }
  const worker = config.role !== "api" ? startWorker(config, built.ports, built.testPayments) : undefined;
  return {
    app,
    built,
    url,
    async stop() {
      await worker?.stop();
      await app?.close();
      await built.close();
      await temporary.close();
    },
  };
}
