import { type Config, ConfigError, loadConfig, parseRole } from "@chorus/config";
import { startServer } from "./start-server.ts";

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
  const server = await startServer(config);
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
