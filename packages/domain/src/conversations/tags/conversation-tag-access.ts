import { isAdminRole, messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../../context.ts";
import { DomainError } from "../../shared/domain-error.ts";
import type { ConversationTagRecord } from "./conversation-tag-records.ts";

/** The workspace's tag, or "conversation_tag_not_found" (also for another workspace's). */
export async function findConversationTag(
  ctx: AuthenticatedContext,
  tagId: string,
): Promise<ConversationTagRecord> {
  const tag = await ctx.ports.store.conversationTags.find(ctx.workspaceId, tagId);
  if (!tag) throw new DomainError("conversation_tag_not_found", messages.conversationTagNotFound(tagId));
  return tag;
}

/**
 * ElevenLabs restricts changing and deleting a tag "to the tag owner or a workspace admin"; using
 * tags (creating, assigning) is open to every member, like the conversation's other feedback.
 */
export function assertMayManageTag(ctx: AuthenticatedContext, tag: ConversationTagRecord): void {
  if (tag.ownerUserId !== ctx.userId && !isAdminRole(ctx.role))
    throw new DomainError("forbidden", messages.conversationTagOwnerOrAdmin);
}
