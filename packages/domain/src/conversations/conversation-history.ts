import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { ConversationListFilter } from "../ports/conversation-repository.ts";
import { DomainError } from "../shared/domain-error.ts";
import type { ConversationRecord } from "./conversation-records.ts";
import { listCursorOf, parseListCursor } from "./list-cursor.ts";
import { conversationAudioKey } from "./runtime/call-recording.ts";

/** The workspace's conversation, or "Conversation not found." (also for another workspace's). */
export async function findConversation(
  ctx: AuthenticatedContext,
  conversationId: string,
): Promise<ConversationRecord> {
  const conversation = await ctx.ports.store.conversations.find(ctx.workspaceId, conversationId);
  if (!conversation) throw new DomainError("conversation_not_found", messages.conversationNotFound);
  return conversation;
}

/** The cursor of a page: where the next one starts (start time and id of the last conversation). */
const cursorOf = (conversation: ConversationRecord) => listCursorOf(conversation.startedAt, conversation.id);

function parseCursor(cursor: string | undefined): ConversationListFilter["after"] {
  const after = parseListCursor(cursor);
  return after && { startedAt: after.at, id: after.id };
}

/** `GET /v1/convai/conversations`: newest first, filtered, a page at a time. */
export async function listConversations(
  ctx: AuthenticatedContext,
  query: Omit<ConversationListFilter, "after" | "limit"> & { cursor?: string; pageSize: number },
): Promise<{ conversations: ConversationRecord[]; nextCursor: string | null; hasMore: boolean }> {
  requirePermission(ctx, "convai_read");
  const { cursor, pageSize, ...filter } = query;
  const found = await ctx.ports.store.conversations.list(ctx.workspaceId, {
    ...filter,
    after: parseCursor(cursor),
    limit: pageSize + 1,
  });
  const page = found.slice(0, pageSize);
  const hasMore = found.length > pageSize;
  return { conversations: page, nextCursor: hasMore ? cursorOf(page.at(-1)!) : null, hasMore };
}

/** `GET /v1/convai/conversations/{id}`. */
export async function getConversation(
  ctx: AuthenticatedContext,
  conversationId: string,
): Promise<ConversationRecord> {
  requirePermission(ctx, "convai_read");
  return findConversation(ctx, conversationId);
}

/** `DELETE /v1/convai/conversations/{id}`: a running call cannot be deleted under itself. */
export async function deleteConversation(ctx: AuthenticatedContext, conversationId: string): Promise<void> {
  requirePermission(ctx, "convai_write");
  const conversation = await findConversation(ctx, conversationId);
  await ctx.ports.store.conversations.delete(ctx.workspaceId, conversationId);
  if (conversation.hasAudio) await ctx.ports.blobs.delete(conversationAudioKey(conversation));
}

/** `GET /v1/convai/conversations/{id}/audio`: the mixed recording, when the call kept one. */
export async function getConversationAudio(
  ctx: AuthenticatedContext,
  conversationId: string,
): Promise<AsyncIterable<Uint8Array>> {
  requirePermission(ctx, "convai_read");
  const conversation = await findConversation(ctx, conversationId);
  const audio = conversation.hasAudio
    ? await ctx.ports.blobs.get(conversationAudioKey(conversation))
    : undefined;
  if (!audio) throw new DomainError("conversation_not_found", messages.conversationAudioNotFound);
  return audio;
}

/** `POST /v1/convai/conversations/{id}/feedback`: the overall like or dislike, or a rating and comment. */
export async function rateConversation(
  ctx: AuthenticatedContext,
  conversationId: string,
  feedback: { score?: "like" | "dislike" | null; rating?: number | null; comment?: string | null },
): Promise<void> {
  requirePermission(ctx, "convai_write");
  const conversation = await findConversation(ctx, conversationId);
  const current = conversation.metadata.feedback;
  await ctx.ports.store.conversations.update(ctx.workspaceId, conversationId, {
    metadata: {
      ...conversation.metadata,
      feedback: {
        overallScore: feedback.score === undefined ? current.overallScore : feedback.score,
        // Left out: kept; null (or an empty comment): cleared.
        rating: feedback.rating === undefined ? current.rating : feedback.rating,
        comment: feedback.comment === undefined ? current.comment : feedback.comment?.trim() || null,
      },
    },
  });
}
