import { generateHistoryVideo as generateHistoryVideoOperation } from "@chorus/contract";
import { generateHistoryVideo } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { historyVideoOptionsFrom, presentHistoryVideo } from "../../../presenters/history-video-presenter.ts";

export const generateHistoryVideoRoute = bindOperation(
  generateHistoryVideoOperation,
  async ({ ctx, params, query }) =>
    presentHistoryVideo(
      await generateHistoryVideo(ctx, params.history_item_id, historyVideoOptionsFrom(query)),
    ),
);
