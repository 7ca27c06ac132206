import type { Config } from "@chorus/config";

/**
 * The few lines a person starting Chorus needs, in plain text beside the JSON log: where to open it, where
 * its data lives, and where mail goes when there is no SMTP (each mail, links included, prints below as it is
 * sent, and is kept in the database's outbox).
 */
export function startupBanner(config: Config, database: "pglite" | "postgres"): string {
  const url = config.publicUrl;
  const rows: [string, string][] = [
    ["Open", url],
    ["API docs", `${url}/docs`],
    [
      "Data",
      database === "pglite"
        ? `${config.dataDir} (embedded database)`
        : `${config.dataDir} (files; PostgreSQL database)`,
    ],
    [
      "Mail",
      config.mail.smtpUrl
        ? "sent through SMTP"
        : `not sent (no SMTP): each mail prints here, links included, and waits at ${url}/outbox (open it on this machine)`,
    ],
  ];
  if (config.billing === "on" && config.payments.provider === "test")
    rows.push(["Payments", "built-in test provider: test cards, no real money"]);
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = rows.map(([label, value]) => `  ${`${label}:`.padEnd(width + 2)}${value}`);
  return `\n  Chorus is running\n\n${lines.join("\n")}\n\n`;
}
