import { defineOperation } from "../../operation.ts";
import { HistoryItemParamsSchema, SpeechHistoryItemSchema } from "./history-schemas.ts";

export const getHistoryItem = defineOperation({
  operationId: "history.get",
  method: "GET",
  path: "/v1/history/{history_item_id}",
  summary: "One history item",
  tag: "History",
  auth: { kind: "any", permission: "speech_history_read" },
  request: { params: HistoryItemParamsSchema },
  responses: { 200: SpeechHistoryItemSchema },
  errors: ["history_item_not_found"],
});
