import { defineOperation } from "../../operation.ts";
import { HistoryItemParamsSchema, HistoryVideoQuerySchema } from "./history-schemas.ts";

export const generateHistoryPreviewImage = defineOperation({
  operationId: "chorus.history.generatePreviewImage",
  method: "POST",
  path: "/v1/history/{history_item_id}/generate-preview-image",
  summary: "A still picture of how the item's video will look",
  description:
    "A PNG in the chosen theme: the item's text (wrapped, shortened with an ellipsis when long), its voice and the waveform of its audio. Workspaces below Creator see the watermark the video will carry.",
  tag: "History",
  auth: { kind: "any", permission: "speech_history_write" },
  request: { params: HistoryItemParamsSchema, query: HistoryVideoQuerySchema },
  responses: {
    200: { binary: true, contentType: "image/png", description: "The preview image, 1280×720 PNG." },
  },
  errors: ["history_item_not_found", "too_many_concurrent_requests", "internal_error"],
});
