import { listConversations as listConversationsOperation } from "@chorus/contract";
import { listConversations } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentConversationSummary } from "../../../presenters/conversation-presenter.ts";

const fromUnix = (seconds: number | undefined) =>
  seconds === undefined ? undefined : new Date(seconds * 1000);

export const listRoute = bindOperation(listConversationsOperation, async ({ ctx, query }) => {
  const page = await listConversations(ctx, {
    cursor: query.cursor,
    pageSize: query.page_size,
    agentId: query.agent_id,
    callSuccessful: query.call_successful,
    startedAfter: fromUnix(query.call_start_after_unix),
    startedBefore: fromUnix(query.call_start_before_unix),
    minDurationSeconds: query.call_duration_min_secs,
    maxDurationSeconds: query.call_duration_max_secs,
    tagIds: query.tag_ids,
    workflowNodeEnteredId: query.workflow_node_entered_id,
  });
  return {
    conversations: page.conversations.map((conversation) =>
      presentConversationSummary(conversation, query.summary_mode === "include"),
    ),
    next_cursor: page.nextCursor,
    has_more: page.hasMore,
  };
});
