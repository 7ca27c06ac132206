import { submitHistoryFeedback as submitHistoryFeedbackOperation } from "@chorus/contract";
import { submitHistoryFeedback } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentHistoryItem } from "../../../presenters/history-presenter.ts";

export const submitHistoryFeedbackRoute = bindOperation(
  submitHistoryFeedbackOperation,
  async ({ ctx, params, body }) =>
    presentHistoryItem(
      await submitHistoryFeedback(ctx, params.history_item_id, {
        thumbsUp: body.thumbs_up,
        feedback: body.feedback,
        emotions: body.emotions,
        inaccurateClone: body.inaccurate_clone,
        glitches: body.glitches,
        audioQuality: body.audio_quality,
        other: body.other,
      }),
    ),
);
