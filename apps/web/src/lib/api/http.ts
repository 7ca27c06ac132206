import { messages } from "@chorus/contract";
import { i18n } from "../i18n/i18n.ts";
import { ApiError, type FieldError } from "./api-error.ts";

export type QueryValue = string | number | boolean | null | undefined;

export interface HttpRequest {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  accessToken?: string | null;
  signal?: AbortSignal;
}

/** Builds `path?query`, leaving out empty and null values (spec 000 §5). */
export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined || value === "") continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A 422 `loc` without its first part (`body`, `query`, `path`): where in the request the problem is. */
function fieldPath(loc: unknown): (string | number)[] {
  if (!Array.isArray(loc)) return [];
  return loc
    .slice(1)
    .filter((part): part is string | number => typeof part === "string" || typeof part === "number");
}

function fieldName(loc: unknown): string | null {
  if (!Array.isArray(loc)) return null;
  const last = [...loc].reverse().find((part) => typeof part === "string" && part !== "body");
  return typeof last === "string" ? last : null;
}

/** Turns any non-2xx answer into an ApiError: `{detail:{status,message}}`, a 422 list, or unreadable. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return new ApiError(0, "unknown", messages.genericError);
  }
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (Array.isArray(detail)) {
    const fieldErrors: FieldError[] = detail.map((item) => ({
      field: fieldName((item as { loc?: unknown }).loc),
      loc: fieldPath((item as { loc?: unknown }).loc),
      message: String((item as { msg?: unknown }).msg ?? messages.genericError),
    }));
    return new ApiError(
      response.status,
      "validation",
      fieldErrors[0]?.message ?? messages.genericError,
      fieldErrors,
    );
  }
  if (detail && typeof detail === "object") {
    const { status, message, msg } = detail as { status?: unknown; message?: unknown; msg?: unknown };
    const text = typeof message === "string" ? message : typeof msg === "string" ? msg : response.statusText;
    return new ApiError(
      response.status,
      typeof status === "string" ? status : "unknown",
      text || messages.genericError,
    );
  }
  // Not an ElevenLabs-shaped body (e.g. a proxy's error page as JSON): its message, else the status text.
  const message = (body as { message?: unknown } | null)?.message;
  const text = typeof message === "string" && message ? message : response.statusText;
  return new ApiError(response.status, "unknown", text || messages.genericError);
}

/**
 * One JSON round trip to the Chorus API on this origin. Cookies ride along (same-origin) so the
 * httpOnly refresh cookie reaches /v1/auth/*. Resolves with the parsed body (undefined for 204).
 */
export async function sendHttp<T>(request: HttpRequest): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (request.body !== undefined) headers["Content-Type"] = "application/json";
  if (request.accessToken) headers.Authorization = `Bearer ${request.accessToken}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(request.path, request.query), {
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
  if (!response.ok) throw await errorFromResponse(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(0, "unknown", messages.genericError);
  }
}
