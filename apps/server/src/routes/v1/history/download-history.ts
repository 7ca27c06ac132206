import { downloadHistory as downloadHistoryOperation } from "@chorus/contract";
import { downloadHistory } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { sendDownload } from "../../../http/send-download.ts";

export const downloadHistoryRoute = bindOperation(downloadHistoryOperation, async ({ ctx, body, reply }) =>
  sendDownload(
    reply,
    await downloadHistory(ctx, { historyItemIds: body.history_item_ids, outputFormat: body.output_format }),
  ),
);
