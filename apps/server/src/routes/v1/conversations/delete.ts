import { deleteConversation as deleteConversationOperation } from "@chorus/contract";
import { deleteConversation } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const deleteRoute = bindOperation(deleteConversationOperation, async ({ ctx, params }) => {
  await deleteConversation(ctx, params.conversation_id);
  return {};
});
