import { getSharedHistoryItem } from "@chorus/contract";
import { ApiError } from "../../../lib/api/api-error.ts";
import { readBody } from "../../../lib/api/binary.ts";
import { callOperation } from "../../../lib/api/call-operation.ts";
import { errorFromResponse } from "../../../lib/api/http.ts";
import { i18n } from "../../../lib/i18n/i18n.ts";

export const sharedItemQueryKey = (token: string) => ["shared-history-item", token] as const;

/** GET /v1/history/shared/{token}: public, the token is the only credential. */
export const fetchSharedItem = (token: string) => callOperation(getSharedHistoryItem, { params: { token } });

/**
 * The audio or video a shared item points at (its `audio_url` / `video_url`), as a Blob. Public, so
 * no bearer token and no refresh: the link works the same signed in or not.
 */
export async function fetchSharedMedia(path: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "omit", signal });
  } catch (error) {
    if ((error as Error)?.name === "AbortError") throw error;
    throw new ApiError(0, "network_error", i18n.t("errors.network"));
  }
  if (!response.ok) throw await errorFromResponse(response);
  return readBody(response);
}
