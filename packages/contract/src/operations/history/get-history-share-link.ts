import { defineOperation } from "../../operation.ts";
import { HistoryItemParamsSchema, HistoryShareLinkSchema } from "./history-schemas.ts";

export const getHistoryShareLink = defineOperation({
  operationId: "chorus.history.getShareLink",
  method: "GET",
  path: "/v1/history/{history_item_id}/share-link",
  summary: "A public link to a generation",
  description:
    "Anyone with the link can listen, without signing in. The same link is returned every time for an item.",
  tag: "History",
  auth: { kind: "any", permission: "speech_history_read" },
  request: { params: HistoryItemParamsSchema },
  responses: { 200: HistoryShareLinkSchema },
  errors: ["history_item_not_found"],
});
