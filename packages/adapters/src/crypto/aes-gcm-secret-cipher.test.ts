import { SecretCipherError } from "@chorus/domain";
import { describe, expect, it } from "vitest";
import { aesGcmSecretCipher } from "./aes-gcm-secret-cipher.ts";

const key = "a-deployment-key-of-at-least-32-characters";
const context = "workspace-secret:ws_1:sec_1";

/** Flips one bit of the base64url body of a sealed value. */
function flipBit(ciphertext: string, byteIndex: number): string {
  const [version, encoded] = ciphertext.split(".");
  const bytes = Buffer.from(encoded!, "base64url");
  bytes[byteIndex]! ^= 0x01;
  return `${version}.${bytes.toString("base64url")}`;
}

describe("AES-256-GCM secret cipher", () => {
  const cipher = aesGcmSecretCipher({ key });

  it("opens what it sealed, and never stores the plaintext or the same ciphertext twice", () => {
    const value = "sk-live-Ünïcode-✓-0123456789";
    const first = cipher.seal(value, context);
    const second = cipher.seal(value, context);
    expect(cipher.open(first, context)).toBe(value);
    expect(cipher.open(second, context)).toBe(value);
    expect(first.ciphertext).not.toBe(second.ciphertext);
    expect(first.ciphertext).not.toContain("sk-live");
    expect(Buffer.from(first.ciphertext.split(".")[1]!, "base64url").toString("latin1")).not.toContain(
      "sk-live",
    );
    expect(first.keyId).toMatch(/^k1-[0-9a-f]{16}$/);
    expect(first.keyId).toBe(second.keyId);
    expect(cipher.open(cipher.seal("x".repeat(10_000), context), context)).toBe("x".repeat(10_000));
  });

  it("refuses a tampered nonce, ciphertext or tag", () => {
    const sealed = cipher.seal("sk-test-tamper", context);
    const length = Buffer.from(sealed.ciphertext.split(".")[1]!, "base64url").length;
    for (const index of [0, 12, 13, length - 1]) {
      const tampered = { ...sealed, ciphertext: flipBit(sealed.ciphertext, index) };
      expect(() => cipher.open(tampered, context)).toThrow(SecretCipherError);
    }
    expect(() => cipher.open({ ...sealed, ciphertext: sealed.ciphertext.slice(0, 20) }, context)).toThrow(
      SecretCipherError,
    );
    expect(() => cipher.open({ ...sealed, ciphertext: `v2.${sealed.ciphertext.slice(3)}` }, context)).toThrow(
      SecretCipherError,
    );
  });

  it("refuses a value moved to another secret or workspace (the context is authenticated)", () => {
    const sealed = cipher.seal("sk-test-moved", context);
    expect(() => cipher.open(sealed, "workspace-secret:ws_2:sec_1")).toThrow(SecretCipherError);
    expect(() => cipher.open(sealed, "workspace-secret:ws_1:sec_2")).toThrow(SecretCipherError);
  });

  it("names its key, and refuses a value sealed under another key without trying it", () => {
    const other = aesGcmSecretCipher({ key: `${key}-rotated` });
    const sealed = other.seal("sk-test-other-key", context);
    expect(sealed.keyId).not.toBe(cipher.seal("x", context).keyId);
    expect(() => cipher.open(sealed, context)).toThrow(/sealed under key k1-/);
    // Same key id but another key (a forged id): authentication still fails.
    expect(() => cipher.open({ ...sealed, keyId: cipher.seal("x", context).keyId }, context)).toThrow(
      SecretCipherError,
    );
    // The same key text always derives the same key: values survive a restart.
    expect(aesGcmSecretCipher({ key }).open(cipher.seal("kept", context), context)).toBe("kept");
  });
});
