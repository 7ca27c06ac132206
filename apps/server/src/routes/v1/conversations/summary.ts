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
    transcript_summary: conversation.analysis?.summary ?? "",
    call_summary_title: conversation.analysis?.title ?? null,
    message_count: said.length,
    messages: said.slice(0, query.max_messages),
    messages_omitted: said.length > query.max_messages,
    note: conversation.analysis
      ? "The summary is the analysis's (by the language model, or quoted from the transcript on the embedded engine); the messages as said."
      : "The messages as said; the summary comes with the analysis, which runs once the conversation has ended.",
  };
});
