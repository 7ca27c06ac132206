import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { HistoryItemRecord } from "../records.ts";
import { findHistoryItem } from "./find-history-item.ts";

export interface HistorySearch {
  pageSize: number;
  /** Continue after this item (the previous page's last one), in the same order. */
  startAfterHistoryItemId?: string;
  voiceId?: string;
  modelId?: string;
  /** Exclusive. */
  dateBeforeUnix?: number;
  /** Inclusive. */
  dateAfterUnix?: number;
  sortDirection: "asc" | "desc";
  search?: string;
  source?: string;
}

export interface HistoryPage {
  items: HistoryItemRecord[];
  hasMore: boolean;
  lastHistoryItemId: string | null;
  /** `date_unix` of the last item looked at, so a client knows how far back the page reached. */
  scannedUntil: number | null;
}

export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * `GET /v1/history`: the workspace's generations, newest first unless asked otherwise. Pages are
 * keyed on the last item seen (not an offset), so items recorded meanwhile neither repeat nor
 * shift a page. A cursor id that is not an item of this workspace is `history_item_not_found`.
 */
export async function listHistory(ctx: AuthenticatedContext, query: HistorySearch): Promise<HistoryPage> {
  requirePermission(ctx, "speech_history_read");
  const cursor = query.startAfterHistoryItemId
    ? await findHistoryItem(ctx, query.startAfterHistoryItemId)
    : undefined;
  const rows = await ctx.ports.store.history.list(ctx.workspaceId, {
    limit: query.pageSize + 1,
    direction: query.sortDirection,
    ...(cursor ? { after: { createdAt: cursor.createdAt, seq: cursor.seq } } : {}),
    ...(query.voiceId ? { voiceId: query.voiceId } : {}),
    ...(query.modelId ? { modelId: query.modelId } : {}),
    ...(query.source ? { source: query.source } : {}),
    ...(query.search ? { search: query.search } : {}),
    ...(query.dateBeforeUnix !== undefined ? { createdBefore: new Date(query.dateBeforeUnix * 1000) } : {}),
    ...(query.dateAfterUnix !== undefined ? { createdFrom: new Date(query.dateAfterUnix * 1000) } : {}),
  });
  const items = rows.slice(0, query.pageSize);
  const last = items.at(-1);
  return {
    items,
    hasMore: rows.length > query.pageSize,
    lastHistoryItemId: last?.id ?? null,
    scannedUntil: last ? unixSeconds(last.createdAt) : null,
  };
}
