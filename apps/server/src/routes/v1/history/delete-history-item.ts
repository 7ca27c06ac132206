import { deleteHistoryItem as deleteHistoryItemOperation } from "@chorus/contract";
import { deleteHistoryItem } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { statusOk } from "../../../presenters/workspace-presenter.ts";

export const deleteHistoryItemRoute = bindOperation(deleteHistoryItemOperation, async ({ ctx, params }) => {
  await deleteHistoryItem(ctx, params.history_item_id);
  return statusOk;
});
