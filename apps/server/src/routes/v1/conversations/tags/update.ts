import { updateConversationTag as updateConversationTagOperation } from "@chorus/contract";
import { updateConversationTag } from "@chorus/domain";
import { bindOperation } from "../../../../http/bind-operation.ts";
import { presentConversationTag } from "../../../../presenters/conversation-tag-presenter.ts";

export const updateTagRoute = bindOperation(updateConversationTagOperation, async ({ ctx, params, body }) =>
  presentConversationTag(await updateConversationTag(ctx, params.tag_id, body)),
);
