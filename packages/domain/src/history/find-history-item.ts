import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import type { HistoryItemRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";

/** An item of the caller's workspace; any other id (including another workspace's) is `history_item_not_found`. */
export async function findHistoryItem(ctx: AuthenticatedContext, id: string): Promise<HistoryItemRecord> {
  const item = await ctx.ports.store.history.findInWorkspace(ctx.workspaceId, id);
  if (!item) throw new DomainError("history_item_not_found", messages.historyItemNotFound(id));
  return item;
}
