import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { findHistoryItem } from "./find-history-item.ts";

/**
 * Deletes an item, its audio and its share video. The row goes first, so nothing ever points at a
 * deleted file; the files are the ones the row named when it went (a video made meanwhile is
 * included). A file left behind by a storage failure is only logged (it is unreachable without
 * its row).
 */
export async function deleteHistoryItem(ctx: AuthenticatedContext, id: string): Promise<void> {
  requirePermission(ctx, "speech_history_write");
  const item = await findHistoryItem(ctx, id);
  const removed = await ctx.ports.store.history.remove(ctx.workspaceId, item.id);
  if (!removed) throw new DomainError("history_item_not_found", messages.historyItemNotFound(id));
  for (const key of [removed.audioKey, removed.videoKey]) {
    if (!key) continue;
    try {
      await ctx.ports.blobs.delete(key);
    } catch (error) {
      ctx.ports.logger.warn("could not delete a history item's file", {
        historyItemId: item.id,
        key,
        err: error,
      });
    }
  }
}
