import { readStored, writeStored } from "../browser-storage.ts";

const storageKey = "chorus.device_id";

/**
 * A stable id for this browser, sent with sign-in so the server can tell a known device from a
 * new one (new-device sign-in verification). Not a secret. Without storage every sign-in is from
 * "unknown-device".
 */
export function deviceId(): string {
  const existing = readStored("local", storageKey);
  if (existing) return existing;
  const created = crypto.randomUUID();
  return writeStored("local", storageKey, created) ? created : "unknown-device";
}
