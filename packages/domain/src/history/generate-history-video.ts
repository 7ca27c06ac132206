import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { HistoryVideoVariant } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import { findHistoryItem } from "./find-history-item.ts";
import { historyVideoKey, historyVideoUrl, isVideoKeptFor } from "./history-video.ts";
import {
  type HistoryVideoOptions,
  historyVideoScene,
  renderingStep,
  videoWatermarkFor,
} from "./history-video-scene.ts";

export interface GeneratedHistoryVideo {
  videoUrl: string;
}

/**
 * Makes the share video of an item (spec 000 §4 "Video share") and keeps it, with what it was made
 * for: asking again for the same theme (and the same tag stripping and watermark) answers the kept
 * one without rendering; anything else renders a new one that replaces it, and the old file is
 * deleted ("changing theme clears the video"). A tier change counts too: after an upgrade to
 * Creator the next request makes a video without the watermark.
 *
 * The new file is written before the row points at it, under the row's lock, so concurrent
 * requests each leave exactly one kept video and no orphan; an item deleted meanwhile takes the new
 * file with it.
 */
export async function generateHistoryVideo(
  ctx: AuthenticatedContext,
  id: string,
  options: HistoryVideoOptions,
): Promise<GeneratedHistoryVideo> {
  requirePermission(ctx, "speech_history_write");
  const item = await findHistoryItem(ctx, id);
  const watermark = await videoWatermarkFor(ctx);
  const variant: HistoryVideoVariant = {
    theme: options.theme,
    stripV3Tags: options.stripV3Tags,
    watermarked: watermark !== null,
  };
  const answer = { videoUrl: historyVideoUrl(ctx.ports.settings.publicUrl, item.id) };
  if (isVideoKeptFor(item, variant) && (await ctx.ports.blobs.exists(item.videoKey))) return answer;

  const video = await renderingStep(ctx, "video", item, async () =>
    ctx.ports.video.renderVideo(await historyVideoScene(ctx, item, options, watermark)),
  );
  const key = historyVideoKey(ctx.workspaceId, item.id, newId());
  await ctx.ports.blobs.put(key, video);
  let replaced: { previousKey: string | null } | undefined;
  try {
    replaced = await ctx.ports.store.transaction(async (tx) => {
      const current = await tx.history.lockInWorkspace(ctx.workspaceId, item.id);
      if (!current) return undefined;
      await tx.history.setVideo(ctx.workspaceId, item.id, { key, ...variant });
      return { previousKey: current.videoKey };
    });
  } catch (error) {
    await ctx.ports.blobs.delete(key).catch(() => {});
    throw error;
  }
  if (!replaced) {
    await ctx.ports.blobs.delete(key).catch(() => {});
    throw new DomainError("history_item_not_found", messages.historyItemNotFound(id));
  }
  if (replaced.previousKey && replaced.previousKey !== key) {
    await deleteQuietly(ctx, item.id, replaced.previousKey);
  }
  return answer;
}

/** A replaced video nobody points at any more; failing to delete it is logged, not the caller's problem. */
async function deleteQuietly(ctx: AuthenticatedContext, historyItemId: string, key: string): Promise<void> {
  try {
    await ctx.ports.blobs.delete(key);
  } catch (error) {
    ctx.ports.logger.warn("could not delete a replaced history video", {
      historyItemId,
      key,
      err: error,
    });
  }
}
