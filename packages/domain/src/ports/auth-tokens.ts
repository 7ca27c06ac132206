import type { JwtAlgorithm } from "@chorus/contract";

/** A JWT to sign (`private_key_jwt`, or the assertion `oauth2_jwt` exchanges for a token). */
export interface JwtToSign {
  algorithm: JwtAlgorithm;
  /** A shared secret for HS*, a PEM private key (PKCS#8 or PKCS#1) for RS*. */
  key: string;
  keyId?: string;
  /** iss, sub, aud, iat, exp, jti and the connection's extra claims. */
  claims: Record<string, string | number>;
}

/**
 * Signs JWTs for auth connections (jose in the adapter). Fails with `JwtKeyError` when the key
 * does not suit the algorithm; its message says why and never holds the key.
 */
export interface JwtSigner {
  sign(jwt: JwtToSign): Promise<string>;
  /** Why `key` cannot sign with `algorithm`, or undefined when it can (checked when a connection is saved). */
  keyProblem(algorithm: JwtAlgorithm, key: string): Promise<string | undefined>;
}

export class JwtKeyError extends Error {
  override readonly name = "JwtKeyError";
}

/**
 * The tokens auth connections obtained (OAuth2 access tokens, signed JWTs), kept in the process
 * until shortly before they expire, so a webhook call does not fetch or sign one each time. Bounded:
 * the oldest entries go first when full. Keys start with the connection's id; `forget` drops a
 * connection's entries (it changed or was deleted).
 */
export interface AuthTokenCache {
  get(key: string, now: Date): string | undefined;
  put(key: string, token: string, usableUntil: Date): void;
  forget(connectionId: string): void;
}
