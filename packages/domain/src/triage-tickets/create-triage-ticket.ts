import { messages, type TriageTicketPriority } from "@chorus/contract";
import { assertMayEditAgents } from "../agents/agent-access.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { ConversationRecord } from "../conversations/conversation-records.ts";
import { DomainError } from "../shared/domain-error.ts";
import { givenTitle, titleFromTexts } from "./ticket-title.ts";
import { assertTicketRoom, commentText, newTriageTicketId } from "./triage-ticket-access.ts";
import {
  type TicketTurnComment,
  type TriageTicketRecord,
  triagePriorityRank,
} from "./triage-ticket-records.ts";

export interface TicketFromConversation {
  conversationId: string;
  title?: string | null;
  qaComment?: string | null;
  turnComments?: readonly { turnIndex: number; comment: string }[] | null;
  priority?: TriageTicketPriority | null;
}

/** The request's turn comments, each on a turn the transcript has (else a 422 naming it). */
function turnCommentsOn(
  conversation: ConversationRecord,
  input: TicketFromConversation,
  ownerUserId: string,
  nowMs: number,
): TicketTurnComment[] {
  const turns = conversation.transcript.length;
  return (input.turnComments ?? []).map(({ turnIndex, comment }, index) => {
    const field = ["body", "turn_comments", index];
    if (turnIndex >= turns)
      throw DomainError.invalidField([...field, "turn_index"], messages.triageTurnNotFound(turnIndex, turns));
    return {
      conversationId: conversation.id,
      turnIndex,
      comment: commentText(comment, [...field, "comment"]),
      createdAtMs: nowMs,
      ownerUserId,
    };
  });
}

/**
 * `POST /v1/convai/triage-tickets`: a ticket about a conversation, for the conversation's agent.
 * When the conversation already has an open ticket, the report joins it instead (its description
 * as a comment, its turn comments, its priority when more urgent), as ElevenLabs does, so one
 * conversation does not pile up duplicate tickets; the conversation's row is locked meanwhile, so
 * two reports at once make one ticket.
 */
export async function createTriageTicket(
  ctx: AuthenticatedContext,
  input: TicketFromConversation,
): Promise<TriageTicketRecord> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  return ctx.ports.store.transaction(async (tx) => {
    const conversation = await tx.conversations.lock(ctx.workspaceId, input.conversationId);
    if (!conversation) throw new DomainError("conversation_not_found", messages.conversationNotFound);
    const now = ctx.ports.clock.now();
    const nowMs = now.getTime();
    const qaComment = input.qaComment == null ? null : commentText(input.qaComment, ["body", "qa_comment"]);
    const turnComments = turnCommentsOn(conversation, input, ctx.userId, nowMs);
    const priority = input.priority ?? null;

    const open = await tx.triageTickets.lockOpenForConversation(ctx.workspaceId, conversation.id);
    if (open) {
      const raise = priority !== null && triagePriorityRank(priority) > triagePriorityRank(open.priority);
      const joined = {
        comments: qaComment
          ? [...open.comments, { comment: qaComment, createdAtMs: nowMs, ownerUserId: ctx.userId }]
          : open.comments,
        turnComments: [...open.turnComments, ...turnComments],
        conversationIds: open.conversationIds,
      };
      assertTicketRoom(joined, ["body"]);
      const updated = await tx.triageTickets.update(ctx.workspaceId, open.id, {
        comments: joined.comments,
        turnComments: joined.turnComments,
        ...(raise && {
          priority,
          priorityChanges: [
            ...open.priorityChanges,
            { priority, changedByUserId: ctx.userId, changedAtMs: nowMs },
          ],
        }),
        updatedAt: now,
      });
      return updated!;
    }

    const ticket: TriageTicketRecord = {
      id: newTriageTicketId(),
      workspaceId: ctx.workspaceId,
      agentId: conversation.agentId,
      ownerUserId: ctx.userId,
      source: "qa",
      title:
        givenTitle(input.title) ??
        titleFromTexts([
          qaComment,
          ...turnComments.map((turn) => turn.comment),
          conversation.analysis?.title,
        ]) ??
        `Conversation with ${conversation.agentName}`,
      qaComment,
      conversationIds: [conversation.id],
      firstSeenAt: conversation.startedAt,
      lastSeenAt: conversation.startedAt,
      comments: [],
      turnComments,
      status: "open",
      priority,
      priorityChanges: [],
      statusChanges: [],
      mergedIntoTicketId: null,
      assigneeUserId: null,
      createdAt: now,
      updatedAt: now,
    };
    await tx.triageTickets.insert(ticket);
    return ticket;
  });
}
