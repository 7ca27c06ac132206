import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { HistoryItemRecord } from "../records.ts";
import { findHistoryItem } from "./find-history-item.ts";

/** One item of the workspace's history. */
export async function getHistoryItem(ctx: AuthenticatedContext, id: string): Promise<HistoryItemRecord> {
  requirePermission(ctx, "speech_history_read");
  return findHistoryItem(ctx, id);
}
