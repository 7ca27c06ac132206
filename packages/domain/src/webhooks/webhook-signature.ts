import { createHmac, randomBytes } from "node:crypto";

/** The header every webhook delivery is signed in, as the hosted product names it. */
export const signatureHeaderName = "ElevenLabs-Signature";

/**
 * `t=<unix seconds>,v0=<hex HMAC-SHA256(secret, "<t>.<body>")>`: what the official SDKs'
 * `webhooks.constructEvent` checks (the timestamp within 30 minutes, then the digest of exactly the
 * bytes received), so a receiver can tell a delivery is Chorus's and not replayed long after.
 */
export function webhookSignature(secret: string, body: string, unixSeconds: number): string {
  const digest = createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
  return `t=${unixSeconds},v0=${digest}`;
}

/** A new webhook's HMAC secret: 256 random bits, prefixed like the hosted product's (`wsec_`). */
export const newWebhookSecret = () => `wsec_${randomBytes(32).toString("hex")}`;
