import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newSecret } from "../shared/ids.ts";
import { findHistoryItem } from "./find-history-item.ts";

export interface HistoryShareLink {
  shareLink: string;
  token: string;
  /** The public name of the person who generated it, shown on the shared page. */
  publicUserName: string | null;
}

/**
 * A public link to one generation: `${publicUrl}/share/<token>`, where the token is a random
 * 256-bit capability made on first request and kept on the item (so the link stays the same and
 * dies with the item). Concurrent first requests agree on one token.
 */
export async function getHistoryShareLink(ctx: AuthenticatedContext, id: string): Promise<HistoryShareLink> {
  requirePermission(ctx, "speech_history_read");
  const item = await findHistoryItem(ctx, id);
  const shared = item.shareToken
    ? item
    : await ctx.ports.store.history.ensureShareToken(ctx.workspaceId, item.id, newSecret());
  if (!shared?.shareToken) throw new DomainError("history_item_not_found", messages.historyItemNotFound(id));
  const owner = shared.userId ? await ctx.ports.store.users.findById(shared.userId) : undefined;
  return {
    shareLink: `${ctx.ports.settings.publicUrl}/share/${shared.shareToken}`,
    token: shared.shareToken,
    publicUserName: owner?.publicUserName ?? null,
  };
}
