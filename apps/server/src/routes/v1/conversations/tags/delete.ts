import { deleteConversationTag as deleteConversationTagOperation } from "@chorus/contract";
import { deleteConversationTag } from "@chorus/domain";
import { bindOperation } from "../../../../http/bind-operation.ts";

export const deleteTagRoute = bindOperation(deleteConversationTagOperation, async ({ ctx, params }) => {
  await deleteConversationTag(ctx, params.tag_id);
  return {};
});
