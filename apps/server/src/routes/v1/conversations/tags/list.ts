import { listConversationTags as listConversationTagsOperation } from "@chorus/contract";
import { listConversationTags } from "@chorus/domain";
import { bindOperation } from "../../../../http/bind-operation.ts";
import { presentConversationTag } from "../../../../presenters/conversation-tag-presenter.ts";

export const listTagsRoute = bindOperation(listConversationTagsOperation, async ({ ctx, query }) => {
  const page = await listConversationTags(ctx, { cursor: query.cursor, pageSize: query.page_size });
  return {
    conversation_tags: page.tags.map(presentConversationTag),
    next_cursor: page.nextCursor,
    has_more: page.hasMore,
  };
});
