import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export interface PersistedSecrets {
  tokenSecret: string;
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
    if (typeof stored.tokenSecret === "string" && stored.tokenSecret.length >= 32)
      return { tokenSecret: stored.tokenSecret };
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secrets: PersistedSecrets = { tokenSecret: randomBytes(48).toString("base64url") };
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  fs.renameSync(temp, file);
  return secrets;
}
