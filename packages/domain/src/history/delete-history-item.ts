import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { findHistoryItem } from "./find-history-item.ts";

/**
 * Deletes an item and its audio. The row goes first, so nothing ever points at a deleted file;
 * a file left behind by a storage failure is only logged (it is unreachable without its row).
 */
export async function deleteHistoryItem(ctx: AuthenticatedContext, id: string): Promise<void> {
  requirePermission(ctx, "speech_history_write");
  const item = await findHistoryItem(ctx, id);
  const removed = await ctx.ports.store.history.remove(ctx.workspaceId, item.id);
  if (!removed) throw new DomainError("history_item_not_found", messages.historyItemNotFound(id));
  try {
    await ctx.ports.blobs.delete(item.audioKey);
  } catch (error) {
    ctx.ports.logger.warn("could not delete a history item's audio", {
      historyItemId: item.id,
      key: item.audioKey,
      error: String(error),
    });
  }
}
