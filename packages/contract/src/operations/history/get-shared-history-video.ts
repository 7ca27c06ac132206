import { defineOperation } from "../../operation.ts";
import { SharedHistoryParamsSchema } from "./history-schemas.ts";

export const getSharedHistoryVideo = defineOperation({
  operationId: "chorus.history.getSharedVideo",
  method: "GET",
  path: "/v1/history/shared/{token}/video",
  summary: "The video behind a share link",
  description:
    "Public: the token from the share link is the only credential. 404 until a video is made with POST /v1/history/{history_item_id}/generate-video.",
  tag: "History",
  auth: { kind: "public" },
  request: { params: SharedHistoryParamsSchema },
  responses: { 200: { binary: true, contentType: "video/mp4", description: "The MP4." } },
  errors: ["history_item_not_found", "not_found"],
});
