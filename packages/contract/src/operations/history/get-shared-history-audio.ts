import { defineOperation } from "../../operation.ts";
import { SharedHistoryParamsSchema } from "./history-schemas.ts";

export const getSharedHistoryAudio = defineOperation({
  operationId: "chorus.history.getSharedAudio",
  method: "GET",
  path: "/v1/history/shared/{token}/audio",
  summary: "The audio behind a share link",
  description: "Public: the token from the share link is the only credential.",
  tag: "History",
  auth: { kind: "public" },
  request: { params: SharedHistoryParamsSchema },
  responses: {
    200: {
      binary: true,
      contentType: "audio/mpeg",
      description: "The stored audio with the content type of its output format.",
    },
  },
  errors: ["history_item_not_found"],
});
