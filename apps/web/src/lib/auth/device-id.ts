const storageKey = "chorus.device_id";

/**
 * A stable id for this browser, sent with sign-in so the server can tell a known device from a
 * new one (new-device sign-in verification). Not a secret.
 */
export function deviceId(): string {
  try {
    const existing = localStorage.getItem(storageKey);
    if (existing) return existing;
    const created = crypto.randomUUID();
    localStorage.setItem(storageKey, created);
    return created;
  } catch {
    return "unknown-device";
  }
}
