import type { AssignableUser, TriageTicket } from "@chorus/contract";
import type { AssignableMember, TicketSearchMatch, TriageTicketRecord } from "@chorus/domain";

const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const unixOfMs = (ms: number) => Math.floor(ms / 1000);

function presentSearchMatch(match: TicketSearchMatch): NonNullable<TriageTicket["search_match"]> {
  return {
    field: match.field,
    snippet: match.snippet,
    highlight_start: match.highlightStart,
    highlight_end: match.highlightEnd,
    turn_index: match.turnIndex,
  };
}

/** `AgentConversationTicketResponseModel` (with `search_match` on searched lists). */
export function presentTriageTicket(
  ticket: TriageTicketRecord,
  searchMatch: TicketSearchMatch | null = null,
): TriageTicket {
  return {
    agentqa_ticket_id: ticket.id,
    workspace_id: ticket.workspaceId,
    owner_user_id: ticket.ownerUserId,
    agent_id: ticket.agentId,
    needs_clustering: false,
    title: ticket.title,
    issue_type: null,
    labels: [],
    conversation_ids: ticket.conversationIds,
    first_seen_unix_secs: ticket.firstSeenAt && unix(ticket.firstSeenAt),
    last_seen_unix_secs: ticket.lastSeenAt && unix(ticket.lastSeenAt),
    qa_comment: ticket.qaComment,
    ticket_comments: ticket.comments.map((comment) => ({
      comment: comment.comment,
      created_at_unix_secs: unixOfMs(comment.createdAtMs),
      owner_user_id: comment.ownerUserId,
    })),
    turn_comments: ticket.turnComments.map((turn) => ({
      turn_index: turn.turnIndex,
      comment: turn.comment,
      created_at_unix_secs: unixOfMs(turn.createdAtMs),
      owner_user_id: turn.ownerUserId,
      conversation_id: turn.conversationId,
    })),
    status: ticket.status,
    priority: ticket.priority,
    priority_changes: ticket.priorityChanges.map((change) => ({
      priority: change.priority,
      changed_by_user_id: change.changedByUserId,
      changed_at_unix_secs: unixOfMs(change.changedAtMs),
    })),
    status_changes: ticket.statusChanges.map((change) => ({
      status: change.status,
      changed_by_user_id: change.changedByUserId,
      changed_at_unix_secs: unixOfMs(change.changedAtMs),
    })),
    merged_into_ticket_id: ticket.mergedIntoTicketId,
    source: ticket.source,
    assignee_user_id: ticket.assigneeUserId,
    created_at_unix_secs: unix(ticket.createdAt),
    updated_at_unix_secs: unix(ticket.updatedAt),
    search_match: searchMatch && presentSearchMatch(searchMatch),
  };
}

/** `AssignableUserResponseModel`: Chorus has no service accounts. */
export function presentAssignableUser(member: AssignableMember): AssignableUser {
  return {
    user_id: member.userId,
    email: member.email,
    first_name: member.firstName,
    is_service_account: false,
    has_access: member.hasAccess,
  };
}
