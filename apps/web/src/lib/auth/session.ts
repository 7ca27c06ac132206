import { isApiError } from "../api/api-error.ts";
import { sendHttp } from "../api/http.ts";
import { mayHaveSession, rememberSessionHint } from "./session-hint.ts";
import type { SessionBroadcast, SessionEndReason, SessionState, SessionTokens } from "./session-tokens.ts";

/**
 * The browser session. The access token lives only in memory; the refresh token is an httpOnly
 * cookie (`chorus_refresh`, path /v1/auth) that JavaScript never sees. Refresh tokens rotate and
 * a reused one revokes the session, so every call that makes the server set that cookie (refresh,
 * sign-in, sign-up, verify-sign-in) runs under one cross-tab Web Lock. Tabs tell each other about
 * sign-in and sign-out through a BroadcastChannel and each fetches its own access token.
 */
const lockName = "chorus-session-cookie";
const refreshMarginMs = 60_000;
/** Spec 000 §4: email-verified users get a token refresh every 5 minutes. */
const periodicRefreshMs = 5 * 60_000;

let state: SessionState = { status: "loading", userId: null, workspaceId: null, endReason: null };
let accessToken: string | null = null;
let accessTokenExpiresAtMs = 0;
/** Bumped by every sign-in and sign-out, so a refresh that started before one cannot undo it. */
let epoch = 0;
let inflightRefresh: Promise<boolean> | null = null;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
let periodicTimer: ReturnType<typeof setInterval> | undefined;
let initialized: Promise<void> | null = null;
const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel("chorus-session");

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

function announce(message: SessionBroadcast): void {
  channel?.postMessage(message);
}

/** Runs `task` while holding the cross-tab cookie lock (or directly where Web Locks are missing). */
export function withSessionLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== "undefined" && navigator.locks) return navigator.locks.request(lockName, task);
  return task();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSessionState(): SessionState {
  return state;
}

/** Refreshes a minute before expiry, or after 80% of the lifetime for short-lived tokens. */
function scheduleRefresh(): void {
  clearTimeout(expiryTimer);
  const lifetime = accessTokenExpiresAtMs - Date.now();
  const margin = Math.min(refreshMarginMs, lifetime * 0.2);
  expiryTimer = setTimeout(() => void refreshSession(), Math.max(lifetime - margin, 5_000));
}

function applyTokens(tokens: SessionTokens): void {
  epoch += 1;
  rememberSessionHint(true);
  accessToken = tokens.access_token;
  accessTokenExpiresAtMs = tokens.access_token_expires_at_unix * 1000;
  scheduleRefresh();
  if (
    state.status !== "signed_in" ||
    state.userId !== tokens.user_id ||
    state.workspaceId !== tokens.workspace_id
  ) {
    setState({
      status: "signed_in",
      userId: tokens.user_id,
      workspaceId: tokens.workspace_id,
      endReason: null,
    });
  }
}

/**
 * Ends this page's session. `forgetHint` false keeps the "may have a session" hint: the server did
 * not say there is none (the request never got an answer), so the next page asks again.
 */
function clearSession(reason: SessionEndReason | null, forgetHint = true): void {
  epoch += 1;
  if (forgetHint) rememberSessionHint(false);
  accessToken = null;
  accessTokenExpiresAtMs = 0;
  clearTimeout(expiryTimer);
  clearInterval(periodicTimer);
  periodicTimer = undefined;
  setState({ status: "signed_out", userId: null, workspaceId: null, endReason: reason });
}

/**
 * Signs in with a call that answers tokens (sign-in, MFA, sign-up, verify-sign-in): the call runs
 * under the cookie lock, then this tab holds the session and the other tabs are told.
 */
export async function establishSession(call: () => Promise<SessionTokens>): Promise<SessionTokens> {
  const tokens = await withSessionLock(call);
  applyTokens(tokens);
  announce({ type: "signed_in" });
  return tokens;
}

/**
 * Takes tokens from a sign-in step that already ran under `withSessionLock` (a password sign-in
 * may first answer an MFA challenge, so the caller decides when tokens have arrived).
 */
export function adoptTokens(tokens: SessionTokens): void {
  applyTokens(tokens);
  announce({ type: "signed_in" });
}

/**
 * Exchanges the refresh cookie for a new access token. Concurrent callers in this tab share one
 * request; other tabs wait on the lock. Resolves false when there is no session (any 4xx).
 */
export function refreshSession(): Promise<boolean> {
  inflightRefresh ??= withSessionLock(async () => {
    const startedAt = epoch;
    try {
      const tokens = await sendHttp<SessionTokens>({ method: "POST", path: "/v1/auth/token", body: {} });
      if (epoch === startedAt) applyTokens(tokens);
      return true;
    } catch (error) {
      if (epoch !== startedAt) return state.status === "signed_in";
      const noSession = isApiError(error) && error.status >= 400 && error.status < 500;
      if (noSession) clearSession(state.status === "signed_in" ? "expired" : null);
      // No answer (offline, or the page was left mid-request): signed out here, but not forgotten.
      else if (state.status === "loading") clearSession(null, false);
      return false;
    }
  }).finally(() => {
    inflightRefresh = null;
  });
  return inflightRefresh;
}

/** Tells every tab to refresh: the session moved to another workspace (switch, accepted invite). */
export async function refreshAfterWorkspaceChange(): Promise<void> {
  await refreshSession();
  announce({ type: "tokens_changed" });
}

/** The access token for the next request, refreshed first when it is about to expire. */
export async function getAccessToken(): Promise<string | null> {
  if (state.status === "loading" && initialized) await initialized;
  if (!accessToken) return null;
  if (Date.now() > accessTokenExpiresAtMs - 30_000) await refreshSession();
  return accessToken;
}

/** Ends the session because the server said it is over; the person returns to where they were after signing in. */
export function expireSession(): void {
  if (state.status === "signed_out") return;
  clearSession("expired");
  announce({ type: "signed_out", reason: "expired" });
}

/** Signs out on the server and in every tab; `expired` (inactivity) brings the person back here after signing in. */
export async function signOut(reason: SessionEndReason = "signed_out"): Promise<void> {
  const token = accessToken;
  if (token) {
    await sendHttp({ method: "POST", path: "/v1/auth/sign-out", accessToken: token }).catch(() => undefined);
  }
  clearSession(reason);
  announce({ type: "signed_out", reason });
}

/** Turns the 5-minute refresh on for email-verified users (spec 000 §4). */
export function setPeriodicRefresh(enabled: boolean): void {
  if (enabled && !periodicTimer) periodicTimer = setInterval(() => void refreshSession(), periodicRefreshMs);
  if (!enabled && periodicTimer) {
    clearInterval(periodicTimer);
    periodicTimer = undefined;
  }
}

function onBroadcast(message: SessionBroadcast): void {
  if (message.type === "signed_in" || message.type === "tokens_changed") void refreshSession();
  else if (message.type === "signed_out" && state.status !== "signed_out") clearSession(message.reason);
}

/**
 * Starts the session once per page: listens to other tabs and asks for a token with the refresh cookie, unless
 * this browser has had no session since it last ended (then the visitor is signed out at once, without a 401).
 */
export function initSession(): Promise<void> {
  initialized ??= (async () => {
    channel?.addEventListener("message", (event: MessageEvent<SessionBroadcast>) => onBroadcast(event.data));
    if (mayHaveSession()) await refreshSession();
    else clearSession(null);
  })();
  return initialized;
}
