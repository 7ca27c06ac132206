import { createHmac, timingSafeEqual } from "node:crypto";

/** The header that carries the signature, like Stripe's `stripe-signature`. */
export const signatureHeader = "chorus-test-signature";

/** How far the signed time may be from now: an old delivery captured in transit cannot be replayed later. */
export const signatureToleranceSeconds = 300;

function hmac(secret: string, timestampSeconds: number, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestampSeconds}.${rawBody}`).digest("hex");
}

/** `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<rawBody>">`, computed when the event is sent. */
export function signEvent(rawBody: string, secret: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${hmac(secret, timestampSeconds, rawBody)}`;
}

/**
 * True when the header signs exactly this body with this secret, at a time within the tolerance of
 * `nowSeconds`. Several `v1` entries are allowed (as during a secret rotation); any one matching is
 * enough. The comparison takes the same time whatever the bytes, so it leaks nothing about the secret.
 */
export function verifySignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
  nowSeconds: number,
): boolean {
  if (!header) return false;
  let timestamp: number | undefined;
  const candidates: string[] = [];
  for (const part of header.split(",")) {
    const [name, value] = part.trim().split("=", 2);
    if (name === "t" && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (name === "v1" && value) candidates.push(value);
  }
  if (timestamp === undefined || candidates.length === 0) return false;
  if (Math.abs(nowSeconds - timestamp) > signatureToleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), "hex");
  return candidates.some((candidate) => {
    const given = Buffer.from(candidate, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
