import { getHistoryItem as getHistoryItemOperation } from "@chorus/contract";
import { getHistoryItem } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentHistoryItem } from "../../../presenters/history-presenter.ts";

export const getHistoryItemRoute = bindOperation(getHistoryItemOperation, async ({ ctx, params }) =>
  presentHistoryItem(await getHistoryItem(ctx, params.history_item_id)),
);
