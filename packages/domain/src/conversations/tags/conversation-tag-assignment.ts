import { conversationTagLimits, messages } from "@chorus/contract";
import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import { DomainError } from "../../shared/domain-error.ts";
import { findConversation } from "../conversation-history.ts";
import { findConversationTag } from "./conversation-tag-access.ts";

/**
 * `POST /v1/convai/conversations/{id}/tags`: adds the tags the conversation does not carry yet (in
 * the order given, after its own). Every id must be a tag of the workspace; none is added otherwise.
 */
export async function assignConversationTags(
  ctx: AuthenticatedContext,
  conversationId: string,
  tagIds: readonly string[],
): Promise<void> {
  requirePermission(ctx, "convai_write");
  await findConversation(ctx, conversationId);
  const wanted = [...new Set(tagIds)];
  const max = conversationTagLimits.perConversation;
  await ctx.ports.store.transaction(async (tx) => {
    // Tags before the conversation, the order a tag's deletion takes them in, so the two never
    // wait on each other; the shared lock keeps the tags from being deleted until this commits.
    const known = new Set((await tx.conversationTags.lockMany(ctx.workspaceId, wanted)).map((tag) => tag.id));
    const unknown = wanted.find((id) => !known.has(id));
    if (unknown !== undefined)
      throw new DomainError("conversation_tag_not_found", messages.conversationTagNotFound(unknown));
    const conversation = await tx.conversations.lock(ctx.workspaceId, conversationId);
    if (!conversation) throw new DomainError("conversation_not_found", messages.conversationNotFound);
    const added = wanted.filter((id) => !conversation.tags.includes(id));
    if (added.length === 0) return;
    const tags = [...conversation.tags, ...added];
    if (tags.length > max)
      throw DomainError.invalidField(["body", "tag_ids"], messages.conversationTagsTooMany(max));
    await tx.conversations.update(ctx.workspaceId, conversationId, { tags });
  });
}

/** `DELETE /v1/convai/conversations/{id}/tags/{tag_id}`: a tag the conversation does not carry changes nothing. */
export async function unassignConversationTag(
  ctx: AuthenticatedContext,
  conversationId: string,
  tagId: string,
): Promise<void> {
  requirePermission(ctx, "convai_write");
  await findConversation(ctx, conversationId);
  await findConversationTag(ctx, tagId);
  await ctx.ports.store.conversations.removeTag(ctx.workspaceId, tagId, conversationId);
}
