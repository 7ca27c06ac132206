import { createConversationTag as createConversationTagOperation } from "@chorus/contract";
import { createConversationTag } from "@chorus/domain";
import { bindOperation } from "../../../../http/bind-operation.ts";
import { presentConversationTag } from "../../../../presenters/conversation-tag-presenter.ts";

export const createTagRoute = bindOperation(createConversationTagOperation, async ({ ctx, body }) =>
  presentConversationTag(await createConversationTag(ctx, body)),
);
