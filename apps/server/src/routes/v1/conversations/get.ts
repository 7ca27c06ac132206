import { getConversation as getConversationOperation } from "@chorus/contract";
import { getConversation } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentConversation } from "../../../presenters/conversation-presenter.ts";

export const getRoute = bindOperation(getConversationOperation, async ({ ctx, params }) =>
  presentConversation(await getConversation(ctx, params.conversation_id)),
);
