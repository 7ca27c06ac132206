import { createPrivateKey, type KeyObject } from "node:crypto";
import type { JwtAlgorithm } from "@chorus/contract";
import { JwtKeyError, type JwtSigner } from "@chorus/domain";
import { SignJWT } from "jose";

/** RFC 7518 §3.2: an HMAC key at least as long as the hash. */
const hmacKeyBytes: Record<string, number> = { HS256: 32, HS384: 48, HS512: 64 };
/** jose (and RFC 7518 §3.3) want RSA keys of at least 2048 bits. */
const minRsaBits = 2048;

/** The key `algorithm` signs with: the secret's bytes for HS*, an RSA private key from PEM for RS*. */
function signingKey(algorithm: JwtAlgorithm, key: string): Uint8Array | KeyObject {
  if (algorithm.startsWith("HS")) {
    const bytes = new TextEncoder().encode(key);
    const needed = hmacKeyBytes[algorithm] ?? 32;
    if (bytes.length < needed) throw new JwtKeyError(`an ${algorithm} secret needs at least ${needed} bytes`);
    return bytes;
  }
  let privateKey: KeyObject;
  try {
    // PKCS#8 ("BEGIN PRIVATE KEY") and PKCS#1 ("BEGIN RSA PRIVATE KEY") alike; an encrypted key fails here.
    privateKey = createPrivateKey({ key, format: "pem" });
  } catch {
    throw new JwtKeyError(`an ${algorithm} key must be an unencrypted PEM private key`);
  }
  if (privateKey.asymmetricKeyType !== "rsa") throw new JwtKeyError(`an ${algorithm} key must be an RSA key`);
  if ((privateKey.asymmetricKeyDetails?.modulusLength ?? 0) < minRsaBits)
    throw new JwtKeyError(`an ${algorithm} key needs at least ${minRsaBits} bits`);
  return privateKey;
}

/** Auth connections' JWTs, signed with jose. Error messages describe the key, never contain it. */
export function joseJwtSigner(): JwtSigner {
  return {
    async sign(jwt) {
      const key = signingKey(jwt.algorithm, jwt.key);
      return new SignJWT(jwt.claims)
        .setProtectedHeader({
          alg: jwt.algorithm,
          typ: "JWT",
          ...(jwt.keyId !== undefined ? { kid: jwt.keyId } : {}),
        })
        .sign(key);
    },
    async keyProblem(algorithm, key) {
      try {
        signingKey(algorithm, key);
        return undefined;
      } catch (error) {
        if (error instanceof JwtKeyError) return error.message;
        throw error;
      }
    },
  };
}
