import { messages } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { newId } from "../../shared/ids.ts";
import { listCursorOf, parseListCursor } from "../list-cursor.ts";
import { assertMayManageTag, findConversationTag } from "./conversation-tag-access.ts";
import type { ConversationTagRecord } from "./conversation-tag-records.ts";

export const newConversationTagId = () => `ctag_${newId(24)}`;

/** A title as kept: trimmed, never blank (the contract's minimum counts spaces). */
function titleOf(title: string): string {
  const trimmed = title.trim();
  if (!trimmed) throw DomainError.invalidField(["body", "title"], messages.conversationTagTitleRequired);
  return trimmed;
}

/** `POST /v1/convai/tags`. */
export async function createConversationTag(
  ctx: AuthenticatedContext,
  input: { title: string; description?: string | null },
): Promise<ConversationTagRecord> {
  requirePermission(ctx, "convai_write");
  const tag: ConversationTagRecord = {
    id: newConversationTagId(),
    workspaceId: ctx.workspaceId,
    ownerUserId: ctx.userId,
    title: titleOf(input.title),
    description: input.description?.trim() || null,
    createdAt: ctx.ports.clock.now(),
  };
  await ctx.ports.store.conversationTags.insert(tag);
  return tag;
}

/** `GET /v1/convai/tags`: newest first, a page at a time. */
export async function listConversationTags(
  ctx: AuthenticatedContext,
  query: { cursor?: string; pageSize: number },
): Promise<{ tags: ConversationTagRecord[]; nextCursor: string | null; hasMore: boolean }> {
  requirePermission(ctx, "convai_read");
  const after = parseListCursor(query.cursor);
  const found = await ctx.ports.store.conversationTags.list(ctx.workspaceId, {
    after: after && { createdAt: after.at, id: after.id },
    limit: query.pageSize + 1,
  });
  const tags = found.slice(0, query.pageSize);
  const hasMore = found.length > query.pageSize;
  const last = tags.at(-1);
  return { tags, nextCursor: hasMore && last ? listCursorOf(last.createdAt, last.id) : null, hasMore };
}

/** `GET /v1/convai/tags/{tag_id}`. */
export async function getConversationTag(
  ctx: AuthenticatedContext,
  tagId: string,
): Promise<ConversationTagRecord> {
  requirePermission(ctx, "convai_read");
  return findConversationTag(ctx, tagId);
}

/**
 * `PATCH /v1/convai/tags/{tag_id}`: a field left out (or null, as the SDK may send it) stays as it
 * was; an empty description clears it.
 */
export async function updateConversationTag(
  ctx: AuthenticatedContext,
  tagId: string,
  patch: { title?: string | null; description?: string | null },
): Promise<ConversationTagRecord> {
  requirePermission(ctx, "convai_write");
  const tag = await findConversationTag(ctx, tagId);
  assertMayManageTag(ctx, tag);
  const changes: Partial<Pick<ConversationTagRecord, "title" | "description">> = {};
  if (patch.title != null) changes.title = titleOf(patch.title);
  if (patch.description != null) changes.description = patch.description.trim() || null;
  if (Object.keys(changes).length === 0) return tag;
  const updated = await ctx.ports.store.conversationTags.update(ctx.workspaceId, tagId, changes);
  if (!updated) throw new DomainError("conversation_tag_not_found", messages.conversationTagNotFound(tagId));
  return updated;
}

/** `DELETE /v1/convai/tags/{tag_id}`: the tag, and with it its place on every conversation. */
export async function deleteConversationTag(ctx: AuthenticatedContext, tagId: string): Promise<void> {
  requirePermission(ctx, "convai_write");
  assertMayManageTag(ctx, await findConversationTag(ctx, tagId));
  await ctx.ports.store.transaction(async (tx) => {
    // The row first: an assignment under way holds it (FOR SHARE), so this waits for it and then
    // takes the tag off the conversation it was just put on too.
    if (!(await tx.conversationTags.delete(ctx.workspaceId, tagId)))
      throw new DomainError("conversation_tag_not_found", messages.conversationTagNotFound(tagId));
    await tx.conversations.removeTag(ctx.workspaceId, tagId);
  });
}
