import { Readable } from "node:stream";
import { getSharedHistoryVideo as getSharedHistoryVideoOperation } from "@chorus/contract";
import { getSharedHistoryVideo } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const getSharedHistoryVideoRoute = bindOperation(
  getSharedHistoryVideoOperation,
  async ({ ctx, params, reply }) => {
    const { contentType, video } = await getSharedHistoryVideo(ctx, params.token);
    // The link is the credential, and another theme replaces the video under the same URL:
    // no shared cache may keep it and no referrer may carry the token on.
    return reply
      .header("content-type", contentType)
      .header("cache-control", "private, no-store")
      .header("referrer-policy", "no-referrer")
      .send(Readable.from(video));
  },
);
