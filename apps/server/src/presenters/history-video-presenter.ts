import type { HistoryVideoQueryParams } from "@chorus/contract";
import type { GeneratedHistoryVideo, HistoryVideoOptions } from "@chorus/domain";

/** The video query's wire names → the domain's options. */
export function historyVideoOptionsFrom(query: HistoryVideoQueryParams): HistoryVideoOptions {
  return { theme: query.theme, stripV3Tags: query.strip_v3_tags };
}

export function presentHistoryVideo(video: GeneratedHistoryVideo) {
  return { video_url: video.videoUrl };
}
