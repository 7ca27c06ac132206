import { defineOperation } from "../../operation.ts";
import { HistoryItemParamsSchema } from "./history-schemas.ts";

export const getHistoryVideo = defineOperation({
  operationId: "chorus.history.getVideo",
  method: "GET",
  path: "/v1/history/{history_item_id}/video",
  summary: "The video made for a generation",
  description: "Made by POST /v1/history/{history_item_id}/generate-video; 404 until then.",
  tag: "History",
  auth: { kind: "any", permission: "speech_history_read" },
  request: { params: HistoryItemParamsSchema },
  responses: { 200: { binary: true, contentType: "video/mp4", description: "The MP4." } },
  errors: ["history_item_not_found", "not_found"],
});
