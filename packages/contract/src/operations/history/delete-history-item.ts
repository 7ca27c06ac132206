import { defineOperation } from "../../operation.ts";
import { StatusResponseSchema } from "../voices/voice-schemas.ts";
import { HistoryItemParamsSchema } from "./history-schemas.ts";

export const deleteHistoryItem = defineOperation({
  operationId: "history.delete",
  method: "DELETE",
  path: "/v1/history/{history_item_id}",
  summary: "Delete a history item and its audio",
  tag: "History",
  auth: { kind: "any", permission: "speech_history_write" },
  request: { params: HistoryItemParamsSchema },
  responses: { 200: StatusResponseSchema },
  errors: ["history_item_not_found"],
});
