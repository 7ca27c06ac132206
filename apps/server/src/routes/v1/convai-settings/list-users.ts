import { listConversationUsers as listConversationUsersOperation } from "@chorus/contract";
import { listConversationUsers } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

const noSentiment = {
  scored_conversation_count: 0,
  positive_count: 0,
  neutral_count: 0,
  negative_count: 0,
  recent_scored_conversation_count: 0,
  recent_positive_count: 0,
  recent_neutral_count: 0,
  recent_negative_count: 0,
};
const unixSecondsOf = (at: Date) => Math.floor(at.getTime() / 1000);

export const listConversationUsersRoute = bindOperation(
  listConversationUsersOperation,
  async ({ ctx, query }) => {
    const page = await listConversationUsers(ctx, {
      ...(query.agent_id !== undefined ? { agentId: query.agent_id } : {}),
      ...(query.call_start_after_unix !== undefined
        ? { startedAfter: new Date(query.call_start_after_unix * 1000) }
        : {}),
      ...(query.call_start_before_unix !== undefined
        ? { startedBefore: new Date(query.call_start_before_unix * 1000) }
        : {}),
      ...(query.search !== undefined ? { search: query.search } : {}),
      sortBy: query.sort_by === "conversation_count" ? "conversation_count" : "last_contact",
      direction: query.sort_direction,
      pageSize: query.page_size,
      ...(query.cursor !== undefined ? { cursor: query.cursor } : {}),
    });
    return {
      users: page.users.map((user) => ({
        user_id: user.userId,
        last_contact_unix_secs: unixSecondsOf(user.lastContactAt),
        first_contact_unix_secs: unixSecondsOf(user.firstContactAt),
        conversation_count: user.conversationCount,
        last_contact_agent_id: user.lastAgentId,
        last_contact_conversation_id: user.lastConversationId,
        last_contact_agent_name: user.lastAgentName,
        sentiment: noSentiment,
      })),
      ...(page.nextCursor ? { next_cursor: page.nextCursor } : {}),
      has_more: page.nextCursor !== null,
    };
  },
);
