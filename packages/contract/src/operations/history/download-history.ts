import { defineOperation } from "../../operation.ts";
import { DownloadHistoryBodySchema } from "./history-schemas.ts";

export const downloadHistory = defineOperation({
  operationId: "history.download",
  method: "POST",
  path: "/v1/history/download",
  summary: "Download history audio: one file for one id, a zip for several",
  description:
    "Answers with Content-Disposition: attachment and a file name (extension enforced, disallowed characters removed, spaces as underscores, at most 255 characters).",
  tag: "History",
  auth: { kind: "any", permission: "speech_history_read" },
  request: { body: DownloadHistoryBodySchema },
  responses: {
    200: {
      binary: true,
      contentType: "application/zip",
      description: "application/zip with one file per item, or the single item's audio file.",
    },
  },
  errors: ["history_item_not_found", "only_for_creator+", "only_for_pro+"],
});
