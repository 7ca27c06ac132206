import { getConversationSummary } from "@chorus/contract";
import { getConversation } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const summaryRoute = bindOperation(getConversationSummary, async ({ ctx, params, query }) => {
  const conversation = await getConversation(ctx, params.conversation_id);
  const said = conversation.transcript.flatMap((turn) =>
    turn.message ? [{ role: turn.role, message: turn.message }] : [],
  );
  return {
    conversation_id: conversation.id,
    agent_id: conversation.agentId,
    status: conversation.status,
    call_successful: conversation.callSuccessful,
    transcript_summary: "",
    message_count: said.length,
    messages: said.slice(0, query.max_messages),
    messages_omitted: said.length > query.max_messages,
    note: "The messages as said; a written summary needs the conversation analysis, which is not run yet.",
  };
});
