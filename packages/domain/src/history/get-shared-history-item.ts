import type { PublicContext } from "../context.ts";
import type { HistoryItemRecord } from "../records.ts";
import { findSharedHistoryItem } from "./find-shared-history-item.ts";

export interface SharedHistoryItem {
  item: HistoryItemRecord;
  /** The public name of the person who generated it (null when unset or the account is gone). */
  publicUserName: string | null;
  /** True when a share video is kept and its file is there to serve. */
  hasVideo: boolean;
}

/**
 * What the public share page shows, for anyone holding the link's token (no account needed). The
 * sharer is named as `getHistoryShareLink` names them. The video counts only when its file exists,
 * so the page never offers a video that `getSharedHistoryVideo` would answer with 404.
 */
export async function getSharedHistoryItem(ctx: PublicContext, token: string): Promise<SharedHistoryItem> {
  const item = await findSharedHistoryItem(ctx, token);
  const [owner, hasVideo] = await Promise.all([
    item.userId ? ctx.ports.store.users.findById(item.userId) : undefined,
    item.videoKey ? ctx.ports.blobs.exists(item.videoKey) : false,
  ]);
  return { item, publicUserName: owner?.publicUserName ?? null, hasVideo };
}
