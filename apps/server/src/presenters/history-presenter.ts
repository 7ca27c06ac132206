import type { HistoryListQueryParams, SpeechHistoryItem } from "@chorus/contract";
import {
  type HistoryFeedback,
  type HistoryItemRecord,
  type HistoryPage,
  type HistorySearch,
  unixSeconds,
} from "@chorus/domain";
import { presentVoiceSettings } from "./voice-presenter.ts";

/** Maps the list query's wire names to the domain's search. */
export function historySearchFrom(query: HistoryListQueryParams): HistorySearch {
  return {
    pageSize: query.page_size,
    sortDirection: query.sort_direction,
    ...(query.start_after_history_item_id
      ? { startAfterHistoryItemId: query.start_after_history_item_id }
      : {}),
    ...(query.voice_id ? { voiceId: query.voice_id } : {}),
    ...(query.model_id ? { modelId: query.model_id } : {}),
    ...(query.date_before_unix !== undefined ? { dateBeforeUnix: query.date_before_unix } : {}),
    ...(query.date_after_unix !== undefined ? { dateAfterUnix: query.date_after_unix } : {}),
    ...(query.search ? { search: query.search } : {}),
    ...(query.source ? { source: query.source } : {}),
  };
}

function presentFeedback(feedback: HistoryFeedback) {
  return {
    thumbs_up: feedback.thumbsUp,
    feedback: feedback.feedback,
    emotions: feedback.emotions,
    inaccurate_clone: feedback.inaccurateClone,
    glitches: feedback.glitches,
    audio_quality: feedback.audioQuality,
    other: feedback.other,
    review_status: feedback.reviewStatus,
  };
}

/** `SpeechHistoryItemResponse` with every field the SDK requires, and the item's feedback. */
export function presentHistoryItem(item: HistoryItemRecord): SpeechHistoryItem {
  return {
    history_item_id: item.id,
    request_id: item.id,
    voice_id: item.voiceId,
    model_id: item.modelId,
    voice_name: item.voiceName,
    voice_category: item.voiceCategory as SpeechHistoryItem["voice_category"],
    text: item.text,
    date_unix: unixSeconds(item.createdAt),
    character_count_change_from: item.characterCountChangeFrom,
    character_count_change_to: item.characterCountChangeTo,
    content_type: item.contentType,
    state: item.state,
    settings: presentVoiceSettings(item.settings),
    share_link_id: item.shareToken,
    source: item.source,
    alignments: null,
    dialogue:
      item.dialogue?.map((line) => ({
        text: line.text,
        voice_id: line.voiceId,
        voice_name: line.voiceName,
      })) ?? null,
    output_format: item.outputFormat,
    feedback: item.feedback ? presentFeedback(item.feedback) : null,
  };
}

export function presentHistoryPage(page: HistoryPage) {
  return {
    history: page.items.map(presentHistoryItem),
    last_history_item_id: page.lastHistoryItemId,
    has_more: page.hasMore,
    scanned_until: page.scannedUntil,
  };
}
