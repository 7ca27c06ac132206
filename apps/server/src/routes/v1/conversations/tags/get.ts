import { getConversationTag as getConversationTagOperation } from "@chorus/contract";
import { getConversationTag } from "@chorus/domain";
import { bindOperation } from "../../../../http/bind-operation.ts";
import { presentConversationTag } from "../../../../presenters/conversation-tag-presenter.ts";

export const getTagRoute = bindOperation(getConversationTagOperation, async ({ ctx, params }) =>
  presentConversationTag(await getConversationTag(ctx, params.tag_id)),
);
