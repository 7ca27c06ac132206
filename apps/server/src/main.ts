import { type Config, ConfigError, loadConfig, parseRole } from "@chorus/config";
import { seedFirstStartDatabase } from "./start/first-start-database.ts";

/** Entry point: `node --import tsx apps/server/src/main.ts [--role api|worker|all]`. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env, { role: parseRole(process.argv.slice(2)) });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  // On a first start the embedded database is copied from the build's image while the server's modules
  // load (the copy is file system calls on libuv's threads, the loading is this thread's work).
  const firstStartDatabase = config.databaseUrl ? undefined : seedFirstStartDatabase(config.dataDir);
  firstStartDatabase?.catch(() => undefined); // awaited, and its failure reported, by startServer
  const { startServer } = await import("./start-server.ts");
  const server = await startServer(config, { firstStartDatabase });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.built.ports.logger.info(`received ${signal}, shutting down`);
    await server.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
