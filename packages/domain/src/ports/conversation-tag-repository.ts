import type { ConversationTagRecord } from "../conversations/tags/conversation-tag-records.ts";

/** Conversation tags, scoped to a workspace. Which conversations carry a tag is kept on the conversation. */
export interface ConversationTagRepository {
  insert(tag: ConversationTagRecord): Promise<void>;
  find(workspaceId: string, tagId: string): Promise<ConversationTagRecord | undefined>;
  /**
   * The workspace's tags among `tagIds` (other ids are simply absent), their rows locked against
   * deletion until the surrounding transaction ends (SELECT … FOR SHARE).
   */
  lockMany(workspaceId: string, tagIds: readonly string[]): Promise<ConversationTagRecord[]>;
  /** Newest first (then by id, descending), after the tag `after` of the previous page. */
  list(
    workspaceId: string,
    page: { after?: { createdAt: Date; id: string }; limit: number },
  ): Promise<ConversationTagRecord[]>;
  update(
    workspaceId: string,
    tagId: string,
    patch: Partial<Pick<ConversationTagRecord, "title" | "description">>,
  ): Promise<ConversationTagRecord | undefined>;
  /** True when the tag existed. */
  delete(workspaceId: string, tagId: string): Promise<boolean>;
}
