import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export interface PersistedSecrets {
  tokenSecret: string;
  /** Signs the built-in test payment provider's webhook events. */
  testPaymentSecret: string;
}

/**
 * Secrets the operator did not set are generated once and kept in `DATA_DIR/secrets.json`
 * (mode 0600), so a restart keeps every session valid. Written atomically: a crash mid-write
 * never leaves a truncated file that would invalidate all sessions on the next boot.
 */
export function loadOrCreateSecrets(dataDir: string): PersistedSecrets {
  const file = path.join(dataDir, "secrets.json");
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<PersistedSecrets>;
    if (typeof stored.tokenSecret === "string" && stored.tokenSecret.length >= 32) {
      if (typeof stored.testPaymentSecret === "string" && stored.testPaymentSecret.length >= 32)
        return { tokenSecret: stored.tokenSecret, testPaymentSecret: stored.testPaymentSecret };
      // A data folder from before payments: keep its token secret (and sessions), add the new one.
      return writeSecrets(file, { tokenSecret: stored.tokenSecret, testPaymentSecret: newSecret() });
    }
  }
  fs.mkdirSync(dataDir, { recursive: true });
  return writeSecrets(file, { tokenSecret: newSecret(), testPaymentSecret: newSecret() });
}

const newSecret = () => randomBytes(48).toString("base64url");

function writeSecrets(file: string, secrets: PersistedSecrets): PersistedSecrets {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  fs.renameSync(temp, file);
  return secrets;
}
