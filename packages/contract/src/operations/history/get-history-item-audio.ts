import { defineOperation } from "../../operation.ts";
import { HistoryItemParamsSchema } from "./history-schemas.ts";

export const getHistoryItemAudio = defineOperation({
  operationId: "history.getAudio",
  method: "GET",
  path: "/v1/history/{history_item_id}/audio",
  summary: "The audio of a history item, as it was generated",
  tag: "History",
  auth: { kind: "any", permission: "speech_history_read" },
  request: { params: HistoryItemParamsSchema },
  responses: {
    200: {
      binary: true,
      contentType: "audio/mpeg",
      description: "The stored audio with the content type of its output format (audio/mpeg for mp3).",
    },
  },
  errors: ["history_item_not_found"],
});
