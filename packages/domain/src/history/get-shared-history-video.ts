import { messages } from "@chorus/contract";
import type { PublicContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { findSharedHistoryItem } from "./find-shared-history-item.ts";
import type { StoredVideo } from "./get-history-video.ts";

/** The kept share video behind a share link, for anyone holding its token; `not_found` until one is made. */
export async function getSharedHistoryVideo(ctx: PublicContext, token: string): Promise<StoredVideo> {
  const item = await findSharedHistoryItem(ctx, token);
  const video = item.videoKey ? await ctx.ports.blobs.get(item.videoKey) : undefined;
  if (!video) {
    if (item.videoKey) {
      ctx.ports.logger.error("history video is missing from blob storage", {
        historyItemId: item.id,
        key: item.videoKey,
      });
    }
    throw new DomainError("not_found", messages.notFound);
  }
  return { contentType: "video/mp4", video };
}
