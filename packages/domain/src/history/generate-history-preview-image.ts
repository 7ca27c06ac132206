import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { findHistoryItem } from "./find-history-item.ts";
import {
  type HistoryVideoOptions,
  historyVideoScene,
  renderingStep,
  videoWatermarkFor,
} from "./history-video-scene.ts";

/**
 * A PNG of how the item's share video will look in `theme` (spec 000 §4: the preview comes after
 * the theme, before the video). Rendered on every call and never kept: it is cheap, and keeping it
 * would only add a second file to clean up. The watermark matches the one the video will carry.
 */
export async function generateHistoryPreviewImage(
  ctx: AuthenticatedContext,
  id: string,
  options: HistoryVideoOptions,
): Promise<Uint8Array> {
  requirePermission(ctx, "speech_history_write");
  const item = await findHistoryItem(ctx, id);
  const watermark = await videoWatermarkFor(ctx);
  return renderingStep(ctx, "preview image", item, async () =>
    ctx.ports.video.renderPreviewImage(await historyVideoScene(ctx, item, options, watermark)),
  );
}
