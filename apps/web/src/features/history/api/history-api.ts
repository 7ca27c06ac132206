import {
  deleteHistoryItem,
  generateHistoryPreviewImage,
  generateHistoryVideo,
  getHistoryShareLink,
  getHistoryVideo,
  type HistoryFeedbackBody,
  listHistory,
  submitHistoryFeedback,
  type VideoThemeId,
} from "@chorus/contract";
import { attachmentName, fetchBinary, readBody, saveBlob } from "../../../lib/api/binary.ts";
import { callOperation } from "../../../lib/api/call-operation.ts";

export const historyQueryKey = ["history"] as const;

export interface HistoryFilters {
  search: string;
  voiceId: string;
}

export const fetchHistoryPage = (filters: HistoryFilters, startAfter?: string) =>
  callOperation(listHistory, {
    query: {
      page_size: 20,
      search: filters.search || undefined,
      voice_id: filters.voiceId || undefined,
      start_after_history_item_id: startAfter,
    },
  });

export const removeHistoryItem = (id: string) =>
  callOperation(deleteHistoryItem, { params: { history_item_id: id } });

export const sendFeedback = (id: string, body: HistoryFeedbackBody) =>
  callOperation(submitHistoryFeedback, { params: { history_item_id: id }, body });

export const fetchShareLink = (id: string) =>
  callOperation(getHistoryShareLink, { params: { history_item_id: id } });

/** GET /v1/history/{id}/audio as a Blob, with the bearer token. */
export async function fetchHistoryAudio(id: string): Promise<Blob> {
  const response = await fetchBinary({ method: "GET", path: `/v1/history/${encodeURIComponent(id)}/audio` });
  return readBody(response);
}

/** POST /v1/history/download for one item, saved under the server's file name. */
export async function downloadHistoryItem(id: string): Promise<void> {
  const response = await fetchBinary({
    method: "POST",
    path: "/v1/history/download",
    body: { history_item_ids: [id] },
  });
  const blob = await readBody(response);
  saveBlob(blob, attachmentName(response, `${id}.mp3`));
}

/** An item's path for an operation of the contract (`/v1/history/{history_item_id}/…`). */
const itemPath = (operation: { path: string }, id: string) =>
  operation.path.replace("{history_item_id}", encodeURIComponent(id));

/** POST …/generate-preview-image: the PNG of how the item's video will look in `theme`. */
export async function fetchVideoPreview(
  id: string,
  theme: VideoThemeId,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await fetchBinary({
    method: generateHistoryPreviewImage.method,
    path: itemPath(generateHistoryPreviewImage, id),
    query: { theme },
    signal,
  });
  return readBody(response);
}

/** POST …/generate-video: renders (or finds the kept) video of the item in `theme`. */
export const generateVideo = (id: string, theme: VideoThemeId) =>
  callOperation(generateHistoryVideo, { params: { history_item_id: id }, query: { theme } });

/** GET …/video as a Blob, with the bearer token (a <video> element could not send it). */
export async function fetchVideo(id: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetchBinary({
    method: getHistoryVideo.method,
    path: itemPath(getHistoryVideo, id),
    signal,
  });
  return readBody(response);
}
