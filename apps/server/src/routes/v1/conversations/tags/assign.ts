import { assignConversationTags as assignConversationTagsOperation } from "@chorus/contract";
import { assignConversationTags } from "@chorus/domain";
import { bindOperation } from "../../../../http/bind-operation.ts";

export const assignTagsRoute = bindOperation(
  assignConversationTagsOperation,
  async ({ ctx, params, body }) => {
    await assignConversationTags(ctx, params.conversation_id, body.tag_ids);
    return {};
  },
);
