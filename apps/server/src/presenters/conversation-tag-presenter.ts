import type { ConversationTag } from "@chorus/contract";
import type { ConversationTagRecord } from "@chorus/domain";

/** `ConversationTagResponseModel`. */
export function presentConversationTag(tag: ConversationTagRecord): ConversationTag {
  return {
    tag_id: tag.id,
    workspace_id: tag.workspaceId,
    owner_user_id: tag.ownerUserId,
    title: tag.title,
    description: tag.description,
    created_at_unix_secs: Math.floor(tag.createdAt.getTime() / 1000),
  };
}
