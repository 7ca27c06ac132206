import type { DomainSettings, SessionTokens } from "@chorus/domain";
import type { FastifyReply, FastifyRequest } from "fastify";

/** The httpOnly cookie that carries the refresh token, sent only to the auth routes that use it. */
export const REFRESH_COOKIE = "chorus_refresh";
/** The only paths the browser sends the cookie to; no CORS there (http/api-cors.ts). */
export const REFRESH_COOKIE_PATH = "/v1/auth";

/** Sets the refresh cookie: httpOnly (no script can read it), SameSite=Lax, Secure behind https. */
export function setRefreshCookie(reply: FastifyReply, settings: DomainSettings, tokens: SessionTokens): void {
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    httpOnly: true,
    sameSite: "lax",
    path: REFRESH_COOKIE_PATH,
    secure: settings.publicUrl.startsWith("https://"),
    maxAge: settings.refreshTokenTtlDays * 86_400,
  });
}

export function clearRefreshCookie(reply: FastifyReply, settings: DomainSettings): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: REFRESH_COOKIE_PATH,
    secure: settings.publicUrl.startsWith("https://"),
  });
}

export function refreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined;
}
