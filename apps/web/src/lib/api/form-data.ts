import { messages } from "@chorus/contract";
import { expireSession, getAccessToken, refreshSession } from "../auth/session.ts";
import { i18n } from "../i18n/i18n.ts";
import { ApiError } from "./api-error.ts";
import { errorFromResponse } from "./http.ts";

export interface FormPostOptions {
  /** Upload progress, 0–1; reaches 1 when the last byte is sent (the server may still be working). */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface RawAnswer {
  status: number;
  body: string;
}

/** One multipart POST over XMLHttpRequest: fetch cannot report upload progress. */
function send(
  path: string,
  form: FormData,
  token: string | null,
  options: FormPostOptions,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.withCredentials = true;
    request.setRequestHeader("Accept", "application/json");
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUploadProgress?.(event.loaded / event.total);
    };
    request.upload.onload = () => options.onUploadProgress?.(1);
    request.onload = () => resolve({ status: request.status, body: request.responseText });
    request.onerror = () => reject(new ApiError(0, "network_error", i18n.t("errors.network")));
    request.onabort = () => reject(new DOMException("Aborted", "AbortError"));
    options.signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(form);
  });
}

/**
 * A `multipart/form-data` POST as the signed-in person (voice samples): the browser sets the
 * boundary. Same rules as the JSON client — an expired access token is refreshed once and the
 * post sent again; a session the server ended signs this tab out; errors become ApiError.
 */
export async function postForm<T>(path: string, form: FormData, options: FormPostOptions = {}): Promise<T> {
  let answer = await send(path, form, await getAccessToken(), options);
  if (answer.status === 401 && (await refreshSession())) {
    answer = await send(path, form, await getAccessToken(), options);
  }
  if (answer.status < 200 || answer.status >= 300) {
    const error = await errorFromResponse(new Response(answer.body || null, { status: answer.status }));
    if (error.status === 401 && (error.code === "session_expired" || error.code === "unauthorized")) {
      expireSession();
    }
    throw error;
  }
  if (!answer.body) return undefined as T;
  try {
    return JSON.parse(answer.body) as T;
  } catch {
    throw new ApiError(0, "unknown", messages.genericError);
  }
}
