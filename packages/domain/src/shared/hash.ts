import { createHash } from "node:crypto";

/**
 * SHA-256 for high-entropy secrets (API keys, refresh tokens, link codes). Such secrets cannot be
 * brute-forced, so a fast hash is enough and lets the database look them up by hash.
 * Passwords and short codes never use this alone: see the PasswordHasher port and code attempt limits.
 */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
