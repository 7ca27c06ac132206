import {
  getSharedHistoryAudio,
  getSharedHistoryVideo,
  type SharedHistoryItemResponse,
} from "@chorus/contract";
import { type SharedHistoryItem, unixSeconds } from "@chorus/domain";

/** A public operation's path for one share token (`/v1/history/shared/{token}/…`). */
const sharedPath = (operation: { path: string }, token: string) =>
  operation.path.replace("{token}", encodeURIComponent(token));

/**
 * The share page's view of an item. The audio and video are given as paths on this server (not
 * absolute URLs), so the page fetches them from its own origin whatever PUBLIC_URL says.
 */
export function presentSharedHistoryItem(
  shared: SharedHistoryItem,
  token: string,
): SharedHistoryItemResponse {
  const { item } = shared;
  return {
    text: item.text,
    voice_name: item.voiceName,
    public_user_name: shared.publicUserName,
    date_unix: unixSeconds(item.createdAt),
    content_type: item.contentType,
    audio_url: sharedPath(getSharedHistoryAudio, token),
    video_url: shared.hasVideo ? sharedPath(getSharedHistoryVideo, token) : null,
  };
}
