import { generateHistoryPreviewImage as generateHistoryPreviewImageOperation } from "@chorus/contract";
import { generateHistoryPreviewImage } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { historyVideoOptionsFrom } from "../../../presenters/history-video-presenter.ts";

export const generateHistoryPreviewImageRoute = bindOperation(
  generateHistoryPreviewImageOperation,
  async ({ ctx, params, query, reply }) => {
    const png = await generateHistoryPreviewImage(
      ctx,
      params.history_item_id,
      historyVideoOptionsFrom(query),
    );
    return reply
      .header("content-type", "image/png")
      .header("cache-control", "private, no-store")
      .send(Buffer.from(png));
  },
);
