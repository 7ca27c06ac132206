import { expireSession, getAccessToken, refreshSession } from "../auth/session.ts";
import { i18n } from "../i18n/i18n.ts";
import { ApiError } from "./api-error.ts";
import { buildUrl, errorFromResponse, type QueryValue } from "./http.ts";

export interface FormAudioOptions {
  query?: Record<string, QueryValue>;
  /** Upload progress, 0–1; reaches 1 when the last byte is sent (the server is then working). */
  onUploadProgress?: (fraction: number) => void;
  /** Bytes of the answer received so far (the server streams audio as it encodes). */
  onDownloadProgress?: (bytes: number) => void;
  signal?: AbortSignal;
}

export interface FormAudioAnswer {
  audio: Blob;
  header: (name: string) => string | null;
}

interface RawAnswer {
  status: number;
  body: Blob;
  header: (name: string) => string | null;
}

/** One multipart POST over XMLHttpRequest (fetch cannot report upload progress), answered with audio. */
function send(
  url: string,
  form: FormData,
  token: string | null,
  options: FormAudioOptions,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.withCredentials = true;
    request.responseType = "blob";
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUploadProgress?.(event.loaded / event.total);
    };
    request.upload.onload = () => options.onUploadProgress?.(1);
    request.onprogress = (event) => options.onDownloadProgress?.(event.loaded);
    request.onload = () =>
      resolve({
        status: request.status,
        body: request.response as Blob,
        header: (name) => request.getResponseHeader(name),
      });
    request.onerror = () => reject(new ApiError(0, "network_error", i18n.t("errors.network")));
    request.onabort = () => reject(new DOMException("Aborted", "AbortError"));
    options.signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(form);
  });
}

/**
 * A `multipart/form-data` POST whose answer is audio (the voice changer, the voice isolator). Same
 * rules as the JSON form client: an expired access token is refreshed once and the post sent again,
 * a session the server ended signs this tab out, and errors become ApiError.
 */
export async function postFormForAudio(
  path: string,
  form: FormData,
  options: FormAudioOptions = {},
): Promise<FormAudioAnswer> {
  const url = buildUrl(path, options.query);
  let answer = await send(url, form, await getAccessToken(), options);
  if (answer.status === 401 && (await refreshSession())) {
    answer = await send(url, form, await getAccessToken(), options);
  }
  if (answer.status < 200 || answer.status >= 300) {
    const text = answer.body ? await answer.body.text() : "";
    const error = await errorFromResponse(new Response(text || null, { status: answer.status }));
    if (error.status === 401 && (error.code === "session_expired" || error.code === "unauthorized")) {
      expireSession();
    }
    throw error;
  }
  return { audio: answer.body, header: answer.header };
}
