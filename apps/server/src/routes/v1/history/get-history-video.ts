import { Readable } from "node:stream";
import { getHistoryVideo as getHistoryVideoOperation } from "@chorus/contract";
import { getHistoryVideo } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const getHistoryVideoRoute = bindOperation(
  getHistoryVideoOperation,
  async ({ ctx, params, reply }) => {
    const { contentType, video } = await getHistoryVideo(ctx, params.history_item_id);
    // Another theme replaces the video under the same URL, so no cache may keep an old one.
    return reply
      .header("content-type", contentType)
      .header("cache-control", "private, no-cache")
      .send(Readable.from(video));
  },
);
