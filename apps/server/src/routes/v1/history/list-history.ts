import { listHistory as listHistoryOperation } from "@chorus/contract";
import { listHistory } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { historySearchFrom, presentHistoryPage } from "../../../presenters/history-presenter.ts";

export const listHistoryRoute = bindOperation(listHistoryOperation, async ({ ctx, query }) =>
  presentHistoryPage(await listHistory(ctx, historySearchFrom(query))),
);
