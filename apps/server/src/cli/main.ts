import { createStore, openDatabase } from "@chorus/adapters/db";
import { stripeApiAddressFromUrl, syncStripeCatalogue } from "@chorus/adapters/payments/stripe";
import { ConfigError, loadConfig } from "@chorus/config";
import { domainSettingsOf } from "../composition/domain-settings.ts";
import { runChorusCommand } from "./run-command.ts";

/**
 * Entry point of `npm run chorus -- <command>`: the operator's command, on the server's own
 * configuration (DATA_DIR or DATABASE_URL, CHORUS_BILLING). The embedded PGlite database takes one
 * process at a time, so on it the server must be stopped first; on PostgreSQL it may keep running.
 */
async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 78;
    }
    throw error;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const ports = {
      store: createStore(database.db),
      clock: { now: () => new Date() },
      settings: domainSettingsOf(config),
    };
    const payments = config.payments;
    return await runChorusCommand(process.argv.slice(2), {
      ctx: { ports },
      out: (line) => process.stdout.write(`${line}\n`),
      syncStripeCatalogue:
        payments.provider === "stripe"
          ? () =>
              syncStripeCatalogue({
                secretKey: payments.secretKey,
                api: payments.apiUrl ? stripeApiAddressFromUrl(payments.apiUrl) : undefined,
              })
          : undefined,
    });
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
