import type { AuthenticatedContext } from "../context.ts";
import { JwtKeyError } from "../ports/auth-tokens.ts";
import { isDomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import type { AuthConnectionRecord, JwtSettings } from "./auth-connection-records.ts";
import { type AuthorizationHeadersResult, authFailure } from "./auth-failure.ts";
import { openCredential } from "./open-credential.ts";
import { usableUntil } from "./token-lifetime.ts";
import { requestToken } from "./token-request.ts";

type Ctx = { workspaceId: string; ports: AuthenticatedContext["ports"] };
type TokenResult = { ok: true; token: string } | Extract<AuthorizationHeadersResult, { ok: false }>;

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`, "utf8").toString("base64")}`;

/**
 * The headers an outgoing request (a webhook tool's call, an MCP server's) carries for the
 * workspace's auth connection `authConnectionId`: Basic, Bearer or the connection's own header;
 * for OAuth2 a token fetched from its token URL, for JWT types a JWT signed with its key. Tokens
 * and JWTs are kept (ports.authTokenCache) until shortly before they expire; a changed connection
 * has a new key there. Failures come back as a value the caller reports (the model is told), with
 * no credential in them; only an interruption (`signal`) throws.
 */
export async function authorizationHeaders(
  ctx: Ctx,
  authConnectionId: string,
  options: { signal?: AbortSignal } = {},
): Promise<AuthorizationHeadersResult> {
  const connection = await ctx.ports.store.authConnections.find(ctx.workspaceId, authConnectionId);
  if (!connection) return authFailure("not_found", `auth connection ${authConnectionId} not found`);
  let credential: string;
  try {
    credential = openCredential(ctx, connection);
  } catch (error) {
    if (error instanceof Error && isDomainError(error)) return authFailure("unreadable", error.message);
    throw error;
  }
  const settings = connection.settings;
  switch (settings.auth_type) {
    case "basic_auth":
      return { ok: true, headers: { authorization: basic(settings.username, credential) } };
    case "bearer_auth":
      return { ok: true, headers: { authorization: `Bearer ${credential}` } };
    case "custom_header_auth":
      return { ok: true, headers: { [settings.header_name]: credential } };
  }
  const signal = options.signal ?? new AbortController().signal;
  const cacheKey = `${connection.id}:${connection.updatedAt.getTime()}`;
  const cached = ctx.ports.authTokenCache.get(cacheKey, ctx.ports.clock.now());
  const token =
    cached !== undefined
      ? { ok: true as const, token: cached }
      : await freshToken(ctx, connection, credential, cacheKey, signal);
  return token.ok ? { ok: true, headers: { authorization: `Bearer ${token.token}` } } : token;
}

/** A new token for an OAuth2 or JWT connection, kept in the cache until shortly before it expires. */
async function freshToken(
  ctx: Ctx,
  connection: AuthConnectionRecord,
  credential: string,
  cacheKey: string,
  signal: AbortSignal,
): Promise<TokenResult> {
  const settings = connection.settings;
  const now = ctx.ports.clock.now();
  let token: string;
  let lifetimeSeconds: number;
  if (settings.auth_type === "private_key_jwt") {
    const signed = await signedJwt(ctx, settings, credential, now);
    if (!signed.ok) return signed;
    token = signed.token;
    lifetimeSeconds = settings.expiration_seconds;
  } else if (settings.auth_type === "oauth2_client_credentials") {
    const scope: Record<string, string> =
      settings.scopes.length > 0 ? { scope: settings.scopes.join(" ") } : {};
    const inHeader = settings.basic_auth_in_header;
    // RFC 6749 §2.3.1: in the Basic header, the id and secret are form-encoded first.
    const formEncoded = (text: string) => new URLSearchParams({ v: text }).toString().slice(2);
    const fetched = await requestToken(ctx, {
      tokenUrl: settings.token_url,
      form: {
        ...settings.extra_params,
        grant_type: "client_credentials",
        ...scope,
        ...(inHeader ? {} : { client_id: settings.client_id, client_secret: credential }),
      },
      headers: {
        ...settings.custom_headers,
        ...(inHeader
          ? { authorization: basic(formEncoded(settings.client_id), formEncoded(credential)) }
          : {}),
      },
      field: "access_token",
      signal,
    });
    if (!fetched.ok) return fetched;
    ({ token, lifetimeSeconds } = fetched);
  } else if (settings.auth_type === "oauth2_jwt") {
    // RFC 7523 §2.1: the signed JWT is the grant, exchanged for the endpoint's token.
    const assertion = await signedJwt(ctx, settings, credential, now);
    if (!assertion.ok) return assertion;
    const fetched = await requestToken(ctx, {
      tokenUrl: settings.token_url,
      form: {
        grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
        assertion: assertion.token,
        ...(settings.scopes.length > 0 ? { scope: settings.scopes.join(" ") } : {}),
      },
      headers: {},
      field: settings.token_response_field,
      signal,
    });
    if (!fetched.ok) return fetched;
    ({ token, lifetimeSeconds } = fetched);
  } else return authFailure("not_found", `auth connection ${connection.id} gives no token`);
  ctx.ports.authTokenCache.put(cacheKey, token, usableUntil(now, lifetimeSeconds));
  return { ok: true, token };
}

/** A JWT with the connection's claims (its extra ones first: iss, sub, aud, iat, exp and jti win). */
async function signedJwt(ctx: Ctx, settings: JwtSettings, key: string, now: Date): Promise<TokenResult> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  try {
    const token = await ctx.ports.jwtSigner.sign({
      algorithm: settings.algorithm,
      key,
      ...(settings.key_id !== undefined ? { keyId: settings.key_id } : {}),
      claims: {
        ...settings.extra_params,
        iss: settings.issuer,
        sub: settings.subject,
        aud: settings.audience,
        iat: issuedAt,
        exp: issuedAt + settings.expiration_seconds,
        jti: newId(24),
      },
    });
    return { ok: true, token };
  } catch (error) {
    if (error instanceof JwtKeyError)
      return authFailure("key_invalid", `the auth connection's JWT key cannot sign: ${error.message}`);
    throw error;
  }
}
