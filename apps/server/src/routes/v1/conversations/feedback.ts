import { createConversationFeedback } from "@chorus/contract";
import { rateConversation } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const feedbackRoute = bindOperation(createConversationFeedback, async ({ ctx, params, body }) => {
  await rateConversation(ctx, params.conversation_id, {
    score: body.feedback,
    rating: body.rating,
    comment: body.comment,
  });
  return {};
});
