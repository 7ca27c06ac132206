/** When a token's server gives no `expires_in`, it is used this long before another is fetched. */
export const unknownLifetimeSeconds = 300;

/**
 * Until when a token that lives `lifetimeSeconds` from `now` is used: a margin before its expiry
 * (a fifth of its life, at most 30 s) so a request made with it does not arrive after it expired.
 */
export function usableUntil(now: Date, lifetimeSeconds: number): Date {
  const lifetimeMs = Math.max(0, lifetimeSeconds) * 1000;
  return new Date(now.getTime() + lifetimeMs - Math.min(30_000, lifetimeMs / 5));
}

/**
 * The token and its lifetime from a token endpoint's JSON answer (RFC 6749 §5.1): `field` must be
 * a non-empty string; `expires_in` a positive number (or numeric text), else the default lifetime.
 */
export function tokenOfAnswer(
  answer: unknown,
  field: "access_token" | "id_token",
): { token: string; lifetimeSeconds: number } | undefined {
  if (typeof answer !== "object" || answer === null || Array.isArray(answer)) return undefined;
  const token = Reflect.get(answer, field);
  if (typeof token !== "string" || token === "" || token.length > 16_384) return undefined;
  const given = Number(Reflect.get(answer, "expires_in"));
  return { token, lifetimeSeconds: Number.isFinite(given) && given > 0 ? given : unknownLifetimeSeconds };
}

/** An OAuth2 error code of a refused token request (`invalid_client`), when it is one. */
export function oauthErrorCode(body: string): string | undefined {
  try {
    const code: unknown = Reflect.get(JSON.parse(body) ?? {}, "error");
    return typeof code === "string" && /^[a-z_]{1,64}$/.test(code) ? code : undefined;
  } catch {
    return undefined;
  }
}
