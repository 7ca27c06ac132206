import { unassignConversationTag as unassignConversationTagOperation } from "@chorus/contract";
import { unassignConversationTag } from "@chorus/domain";
import { bindOperation } from "../../../../http/bind-operation.ts";

export const unassignTagRoute = bindOperation(unassignConversationTagOperation, async ({ ctx, params }) => {
  await unassignConversationTag(ctx, params.conversation_id, params.tag_id);
  return {};
});
