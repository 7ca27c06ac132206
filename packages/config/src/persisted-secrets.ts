import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export interface PersistedSecrets {
  tokenSecret: string;
  /** Signs the built-in test payment provider's webhook events. */
  testPaymentSecret: string;
  /** Signs the embedded captcha's proof-of-work challenges (CAPTCHA_PROVIDER=altcha). */
  captchaSecret: string;
  /** Encrypts the agents' workspace secrets (SECRETS_ENCRYPTION_KEY). */
  secretsEncryptionKey: string;
}

const secretNames = ["tokenSecret", "testPaymentSecret", "captchaSecret", "secretsEncryptionKey"] as const;

/**
 * Secrets the operator did not set are generated once and kept in `DATA_DIR/secrets.json`
 * (mode 0600), so a restart keeps every session valid. Written atomically: a crash mid-write
 * never leaves a truncated file that would invalidate all sessions on the next boot. A data
 * folder from an older version keeps the secrets it has (and so its sessions) and gains the
 * ones added since.
 */
export function loadOrCreateSecrets(dataDir: string): PersistedSecrets {
  const file = path.join(dataDir, "secrets.json");
  const stored: Partial<Record<(typeof secretNames)[number], unknown>> = fs.existsSync(file)
    ? JSON.parse(fs.readFileSync(file, "utf8"))
    : {};
  const usable = (value: unknown): value is string => typeof value === "string" && value.length >= 32;
  if (secretNames.every((name) => usable(stored[name]))) return stored as PersistedSecrets;
  const secrets = Object.fromEntries(
    secretNames.map((name) => {
      const value = stored[name];
      return [name, usable(value) ? value : newSecret()];
    }),
  ) as unknown as PersistedSecrets;
  fs.mkdirSync(dataDir, { recursive: true });
  return writeSecrets(file, secrets);
}

const newSecret = () => randomBytes(48).toString("base64url");

function writeSecrets(file: string, secrets: PersistedSecrets): PersistedSecrets {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  fs.renameSync(temp, file);
  return secrets;
}
