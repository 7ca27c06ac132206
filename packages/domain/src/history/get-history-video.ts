import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { findHistoryItem } from "./find-history-item.ts";

export interface StoredVideo {
  contentType: "video/mp4";
  video: AsyncIterable<Uint8Array>;
}

/** The kept share video of an item (made by `generateHistoryVideo`); `not_found` until one is made. */
export async function getHistoryVideo(ctx: AuthenticatedContext, id: string): Promise<StoredVideo> {
  requirePermission(ctx, "speech_history_read");
  const item = await findHistoryItem(ctx, id);
  const video = item.videoKey ? await ctx.ports.blobs.get(item.videoKey) : undefined;
  if (!video) {
    if (item.videoKey) {
      ctx.ports.logger.error("history video is missing from blob storage", {
        historyItemId: item.id,
        key: item.videoKey,
      });
    }
    throw new DomainError("not_found", messages.historyVideoNotFound(id));
  }
  return { contentType: "video/mp4", video };
}
