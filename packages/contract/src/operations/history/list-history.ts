import { defineOperation } from "../../operation.ts";
import { GetSpeechHistoryResponseSchema, HistoryListQuerySchema } from "./history-schemas.ts";

export const listHistory = defineOperation({
  operationId: "history.list",
  method: "GET",
  path: "/v1/history",
  summary: "List the workspace's generated speech, newest first",
  description:
    "Pages with start_after_history_item_id (the previous page's last_history_item_id) while has_more is true. `search` matches the text, case-insensitively.",
  tag: "History",
  auth: { kind: "any", permission: "speech_history_read" },
  request: { query: HistoryListQuerySchema },
  responses: { 200: GetSpeechHistoryResponseSchema },
  errors: ["history_item_not_found"],
});
