import { defineOperation } from "../../operation.ts";
import { HistoryItemParamsSchema, HistoryVideoQuerySchema, HistoryVideoSchema } from "./history-schemas.ts";

export const generateHistoryVideo = defineOperation({
  operationId: "chorus.history.generateVideo",
  method: "POST",
  path: "/v1/history/{history_item_id}/generate-video",
  summary: "Make a shareable video of a generation",
  description:
    'An MP4 (H.264 and AAC, 1280×720) of the item\'s audio over its text in the chosen theme, with an animated waveform. The video is kept: asking again with the same theme answers the kept one at once, another theme replaces it. Workspaces below Creator get a "Made with Chorus" watermark.',
  tag: "History",
  auth: { kind: "any", permission: "speech_history_write" },
  request: { params: HistoryItemParamsSchema, query: HistoryVideoQuerySchema },
  responses: { 200: HistoryVideoSchema },
  errors: ["history_item_not_found", "too_many_concurrent_requests", "internal_error"],
});
