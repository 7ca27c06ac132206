import { expireSession, getAccessToken, refreshSession } from "../auth/session.ts";
import { i18n } from "../i18n/i18n.ts";
import { ApiError } from "./api-error.ts";
import { buildUrl, errorFromResponse, type QueryValue } from "./http.ts";

export interface BinaryRequest {
  method: "GET" | "POST";
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

async function send(request: BinaryRequest, token: string | null): Promise<Response> {
  const headers: Record<string, string> = {};
  if (request.body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(buildUrl(request.path, request.query), {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: "same-origin",
      signal: request.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === "AbortError") throw error;
    throw new ApiError(0, "network_error", i18n.t("errors.network"));
  }
}

/**
 * A request whose success body is audio or a file, with the bearer token. Resolves with the raw
 * Response (body unread) so callers can stream it; errors become ApiError like JSON calls, and an
 * expired access token is refreshed once.
 */
export async function fetchBinary(request: BinaryRequest): Promise<Response> {
  let response = await send(request, await getAccessToken());
  if (response.status === 401 && (await refreshSession())) {
    response = await send(request, await getAccessToken());
  }
  if (!response.ok) {
    const error = await errorFromResponse(response);
    if (error.status === 401 && (error.code === "session_expired" || error.code === "unauthorized")) {
      expireSession();
    }
    throw error;
  }
  return response;
}

/** Reads a response body chunk by chunk (reporting bytes so far), then returns it as one Blob. */
export async function readBody(response: Response, onProgress?: (bytes: number) => void): Promise<Blob> {
  const type = response.headers.get("content-type") ?? "application/octet-stream";
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value as Uint8Array<ArrayBuffer>);
    total += value.byteLength;
    onProgress?.(total);
  }
  return new Blob(parts, { type });
}

/** The file name from Content-Disposition, else the fallback. */
export function attachmentName(response: Response, fallback: string): string {
  const header = response.headers.get("content-disposition") ?? "";
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? fallback;
}

/** Saves a Blob as a download in the browser. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
