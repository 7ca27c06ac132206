import { randomBytes } from "node:crypto";

const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * A random identifier in base62 (20 characters, about 119 bits): short enough for URLs, long
 * enough that ids cannot be guessed to probe another workspace's resources.
 */
export function newId(length = 20): string {
  const bytes = randomBytes(length * 2);
  let id = "";
  for (let i = 0; i < bytes.length && id.length < length; i++) {
    const byte = bytes[i]!;
    if (byte < 248) id += alphabet[byte % 62];
  }
  return id.length === length ? id : newId(length);
}

/** A secret for a link or an API key: 32 random bytes, base64url. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** A six-digit numeric code, uniformly distributed. */
export function newNumericCode(digits = 6): string {
  const max = 10 ** digits;
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  for (;;) {
    const value = randomBytes(4).readUInt32BE(0);
    if (value < limit) return String(value % max).padStart(digits, "0");
  }
}
