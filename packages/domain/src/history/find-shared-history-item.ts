import { messages } from "@chorus/contract";
import type { PublicContext } from "../context.ts";
import type { HistoryItemRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";

/**
 * The item a share token names, for anyone holding it. An unknown token and one whose item was
 * deleted answer the same `history_item_not_found` "Not found" as the shared audio, so a prober
 * learns nothing about which tokens once existed.
 */
export async function findSharedHistoryItem(ctx: PublicContext, token: string): Promise<HistoryItemRecord> {
  const item = await ctx.ports.store.history.findByShareToken(token);
  if (!item) throw new DomainError("history_item_not_found", messages.notFound);
  return item;
}
