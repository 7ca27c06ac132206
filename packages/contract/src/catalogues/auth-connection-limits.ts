import { inputLimits } from "../bounds/input-limits.ts";

/**
 * Limits of the workspace's auth connections (`/v1/workspace/auth-connections`). None comes from
 * ElevenLabs; they bound what a person types (names, scopes) and what a credential can be (a PEM
 * private key fits in 10,000 characters, as a secret's value does).
 */
export const authConnectionLimits = {
  nameCharacters: 100,
  /** A provider's name, an issuer, an audience, a subject, a client id, a key id, a header name. */
  fieldCharacters: 512,
  /** A password, a token, a client secret, a JWT key. */
  credentialCharacters: 10_000,
  scopes: 50,
  scopeCharacters: 200,
  /** Extra token-request parameters or JWT claims, and the token request's own headers. */
  extraEntries: 20,
  extraValueCharacters: 2_000,
  urlCharacters: inputLimits.urlCharacters,
  /** A JWT lives 1 second to 1 day (`expiration_seconds`; 3600 when not given). */
  expirationSeconds: { min: 1, max: 86_400, default: 3_600 },
  /** Connections one workspace keeps at most, so the list (which has no pages) stays bounded. */
  perWorkspace: 500,
} as const;
