import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { type SealedValue, type SecretCipher, SecretCipherError } from "@chorus/domain";

const algorithm = "aes-256-gcm";
const nonceBytes = 12;
const tagBytes = 16;
/** The envelope's version: a later format (or algorithm) gets another prefix. */
const format = "v1";

/**
 * AES-256-GCM over the workspace secrets (node:crypto). The 256-bit key is derived with HKDF-SHA256
 * from the configured key text (SECRETS_ENCRYPTION_KEY, or the one kept in DATA_DIR/secrets.json),
 * so any text of 32+ characters serves. Every value gets a fresh random 96-bit nonce; the sealing
 * context (workspace and secret id) is authenticated data, so a ciphertext moved to another row
 * does not open. The key id is an HMAC of the derived key: it names the key without revealing it,
 * and tells a value sealed under another key from a damaged one.
 */
export function aesGcmSecretCipher(options: { key: string }): SecretCipher {
  const key = Buffer.from(
    hkdfSync("sha256", Buffer.from(options.key, "utf8"), "chorus", "workspace secrets", 32),
  );
  const keyId = `k1-${createHmac("sha256", key).update("key id").digest("hex").slice(0, 16)}`;
  return {
    seal(plaintext, context) {
      const nonce = randomBytes(nonceBytes);
      const cipher = createCipheriv(algorithm, key, nonce, { authTagLength: tagBytes });
      cipher.setAAD(Buffer.from(context, "utf8"));
      const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      const sealed = Buffer.concat([nonce, body, cipher.getAuthTag()]);
      return { keyId, ciphertext: `${format}.${sealed.toString("base64url")}` };
    },
    open(sealed: SealedValue, context) {
      if (sealed.keyId !== keyId)
        throw new SecretCipherError(`sealed under key ${sealed.keyId}, not the configured ${keyId}`);
      const [version, encoded, extra] = sealed.ciphertext.split(".");
      if (version !== format || encoded === undefined || extra !== undefined)
        throw new SecretCipherError("not a sealed value of this format");
      const bytes = Buffer.from(encoded, "base64url");
      if (bytes.length < nonceBytes + tagBytes) throw new SecretCipherError("sealed value too short");
      const decipher = createDecipheriv(algorithm, key, bytes.subarray(0, nonceBytes), {
        authTagLength: tagBytes,
      });
      decipher.setAAD(Buffer.from(context, "utf8"));
      decipher.setAuthTag(bytes.subarray(bytes.length - tagBytes));
      try {
        return Buffer.concat([
          decipher.update(bytes.subarray(nonceBytes, bytes.length - tagBytes)),
          decipher.final(),
        ]).toString("utf8");
      } catch {
        throw new SecretCipherError("the sealed value failed authentication (changed, or another context)");
      }
    },
  };
}
