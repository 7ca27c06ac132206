import { generateKeyPairSync } from "node:crypto";
import { decodeProtectedHeader, importSPKI, jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { joseJwtSigner } from "./jose-jwt-signer.ts";
import { inProcessAuthTokenCache } from "./token-cache.ts";

const rsa = (modulusLength: number, type: "pkcs8" | "pkcs1") =>
  generateKeyPairSync("rsa", {
    modulusLength,
    privateKeyEncoding: { type, format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });

describe("jose JWT signer", () => {
  const signer = joseJwtSigner();
  const claims = {
    iss: "chorus",
    sub: "agent",
    aud: "api",
    iat: 1_700_000_000,
    exp: 4_000_000_000,
    tenant: "t1",
  };

  it("signs RS256 with a PKCS#8 or PKCS#1 key and the key id, verifiable with the public key", async () => {
    for (const type of ["pkcs8", "pkcs1"] as const) {
      const { privateKey, publicKey } = rsa(2048, type);
      const token = await signer.sign({ algorithm: "RS256", key: privateKey, keyId: "k1", claims });
      expect(decodeProtectedHeader(token)).toEqual({ alg: "RS256", typ: "JWT", kid: "k1" });
      const { payload } = await jwtVerify(token, await importSPKI(publicKey, "RS256"), {
        issuer: "chorus",
        audience: "api",
      });
      expect(payload).toMatchObject({ sub: "agent", tenant: "t1" });
    }
  });

  it("signs HS384 with a long enough secret", async () => {
    const secret = "s".repeat(48);
    const token = await signer.sign({ algorithm: "HS384", key: secret, claims });
    await expect(jwtVerify(token, new TextEncoder().encode(secret))).resolves.toBeTruthy();
  });

  it("says why a key cannot sign, never repeating it", async () => {
    expect(await signer.keyProblem("HS256", "short-secret")).toBe("an HS256 secret needs at least 32 bytes");
    expect(await signer.keyProblem("RS256", "my-password")).toBe(
      "an RS256 key must be an unencrypted PEM private key",
    );
    expect(await signer.keyProblem("RS512", rsa(1024, "pkcs8").privateKey)).toBe(
      "an RS512 key needs at least 2048 bits",
    );
    const ec = generateKeyPairSync("ec", {
      namedCurve: "P-256",
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
      publicKeyEncoding: { type: "spki", format: "pem" },
    });
    expect(await signer.keyProblem("RS256", ec.privateKey)).toBe("an RS256 key must be an RSA key");
    expect(await signer.keyProblem("HS256", "x".repeat(32))).toBeUndefined();
    await expect(signer.sign({ algorithm: "HS256", key: "short", claims })).rejects.toThrow(
      /at least 32 bytes/,
    );
  });
});

describe("in-process auth token cache", () => {
  const at = (ms: number) => new Date(ms);
  it("answers a token until its time, forgets a connection's tokens and stays bounded", () => {
    const cache = inProcessAuthTokenCache(2);
    cache.put("a:1", "ta", at(1000));
    expect(cache.get("a:1", at(999))).toBe("ta");
    expect(cache.get("a:1", at(1000))).toBeUndefined();
    cache.put("a:2", "ta2", at(5000));
    cache.put("ab:1", "tab", at(5000));
    cache.forget("a");
    expect(cache.get("a:2", at(0))).toBeUndefined();
    expect(cache.get("ab:1", at(0))).toBe("tab");
    cache.put("b:1", "tb", at(5000));
    cache.put("c:1", "tc", at(5000));
    expect(cache.get("ab:1", at(0))).toBeUndefined();
    expect([cache.get("b:1", at(0)), cache.get("c:1", at(0))]).toEqual(["tb", "tc"]);
  });
});
