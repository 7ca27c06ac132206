import type { HistoryItemRecord, HistoryVideoVariant } from "../records.ts";

/** Where a share video is kept: next to the audio, with a fresh suffix per rendering so a new one never overwrites the old in place. */
export function historyVideoKey(workspaceId: string, id: string, nonce: string): string {
  return `history/${workspaceId}/${id}.video-${nonce}.mp4`;
}

/** True when the item's kept video was made for exactly this variant. */
export function isVideoKeptFor(
  item: HistoryItemRecord,
  variant: HistoryVideoVariant,
): item is HistoryItemRecord & {
  videoKey: string;
} {
  return (
    item.videoKey !== null &&
    item.videoTheme === variant.theme &&
    item.videoStripV3Tags === variant.stripV3Tags &&
    item.videoWatermarked === variant.watermarked
  );
}

/** The URL `GET /v1/history/{id}/video` answers at. */
export function historyVideoUrl(publicUrl: string, id: string): string {
  return `${publicUrl}/v1/history/${encodeURIComponent(id)}/video`;
}
