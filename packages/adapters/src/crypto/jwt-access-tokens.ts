import type { AccessTokenClaims, AccessTokenSigner, Clock } from "@chorus/domain";
import { jwtVerify, SignJWT } from "jose";

const ISSUER = "chorus";

/** HS256 access tokens (`typ: access`) and sign-in challenge tokens (`typ: challenge`), both signed with the token secret. */
export function jwtAccessTokens(options: {
  secret: string;
  ttlSeconds: number;
  clock: Clock;
}): AccessTokenSigner {
  const key = new TextEncoder().encode(options.secret);
  const nowSeconds = () => Math.floor(options.clock.now().getTime() / 1000);
  return {
    async sign(claims) {
      const issuedAt = nowSeconds();
      const expiresAt = issuedAt + options.ttlSeconds;
      const token = await new SignJWT({ typ: "access", sid: claims.sessionId, wid: claims.workspaceId })
        .setProtectedHeader({ alg: "HS256" })
        .setIssuer(ISSUER)
        .setSubject(claims.userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt: new Date(expiresAt * 1000) };
    },
    async verify(token): Promise<AccessTokenClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, currentDate: options.clock.now() });
        if (payload.typ !== "access" || typeof payload.sub !== "string") return undefined;
        return { userId: payload.sub, sessionId: String(payload.sid), workspaceId: String(payload.wid) };
      } catch {
        return undefined;
      }
    },
    async signChallenge(payload, ttlSeconds) {
      const issuedAt = nowSeconds();
      return new SignJWT({ ...payload, typ: "challenge" })
        .setProtectedHeader({ alg: "HS256" })
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    async verifyChallenge(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, currentDate: options.clock.now() });
        if (payload.typ !== "challenge") return undefined;
        const out: Record<string, string> = {};
        for (const [k, v] of Object.entries(payload)) if (typeof v === "string") out[k] = v;
        return out;
      } catch {
        return undefined;
      }
    },
  };
}
