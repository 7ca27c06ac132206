/**
 * A secret value as stored: ciphertext under the key named by `keyId`. The key id travels with
 * every ciphertext, so a later key rotation can keep old keys for reading and tell which one a
 * value needs (rotation itself is not built yet: one key encrypts and decrypts).
 */
export interface SealedValue {
  keyId: string;
  /** The adapter's own encoding (nonce, ciphertext and authentication tag). */
  ciphertext: string;
}

/**
 * Encrypts the workspace's secrets at rest (authenticated encryption). `context` is bound to the
 * ciphertext (additional authenticated data): a value copied to another secret's row, or another
 * workspace's, does not decrypt there.
 */
export interface SecretCipher {
  seal(plaintext: string, context: string): SealedValue;
  /** The plaintext; throws `SecretCipherError` for another key, a changed ciphertext or another context. */
  open(sealed: SealedValue, context: string): string;
}

/** A sealed value that cannot be opened: never its plaintext, never a guess at it, in the message. */
export class SecretCipherError extends Error {
  override readonly name = "SecretCipherError";
}
