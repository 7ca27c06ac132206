import { defineOperation } from "../../operation.ts";
import { SharedHistoryItemSchema, SharedHistoryParamsSchema } from "./history-schemas.ts";

export const getSharedHistoryItem = defineOperation({
  operationId: "chorus.history.getShared",
  method: "GET",
  path: "/v1/history/shared/{token}",
  summary: "What a share link shows",
  description:
    "Public: the token from the share link (`…/share/<token>`) is the only credential. The text, voice, date and sharer of the generation, and where its audio and video are served.",
  tag: "History",
  auth: { kind: "public" },
  request: { params: SharedHistoryParamsSchema },
  responses: { 200: SharedHistoryItemSchema },
  errors: ["history_item_not_found"],
});
