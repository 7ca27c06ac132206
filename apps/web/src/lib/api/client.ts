import { expireSession, getAccessToken, refreshSession } from "../auth/session.ts";
import { isApiError } from "./api-error.ts";
import { type HttpRequest, type QueryValue, sendHttp } from "./http.ts";

export interface CallOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Public endpoints (sign-in, verification links) send no bearer token. */
  anonymous?: boolean;
  signal?: AbortSignal;
}

/**
 * Calls the Chorus API as the signed-in person. An expired access token (401 `unauthorized`)
 * is refreshed once and the call retried; a session the server has ended (401
 * `session_expired`) signs this tab out, and the router sends the person to /sign-in with the
 * current path as `redirect`.
 */
async function call<T>(method: HttpRequest["method"], path: string, options: CallOptions = {}): Promise<T> {
  const request: HttpRequest = {
    method,
    path,
    query: options.query,
    body: options.body,
    signal: options.signal,
  };
  if (options.anonymous) return sendHttp<T>(request);
  try {
    return await sendHttp<T>({ ...request, accessToken: await getAccessToken() });
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
    if (error.code === "unauthorized" && (await refreshSession())) {
      return sendHttp<T>({ ...request, accessToken: await getAccessToken() }).catch((retryError: unknown) => {
        if (isApiError(retryError) && retryError.code === "session_expired") expireSession();
        throw retryError;
      });
    }
    if (error.code === "session_expired" || error.code === "unauthorized") expireSession();
    throw error;
  }
}

export const api = {
  get: <T>(path: string, options?: CallOptions) => call<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: CallOptions) =>
    call<T>("POST", path, { ...options, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: CallOptions) => call<T>("PUT", path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: CallOptions) =>
    call<T>("PATCH", path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: CallOptions) =>
    call<T>("DELETE", path, { ...options, body }),
};

/** Encodes one path segment (`/v1/workspace/api-keys/${segment(id)}`). */
export function segment(value: string): string {
  return encodeURIComponent(value);
}
