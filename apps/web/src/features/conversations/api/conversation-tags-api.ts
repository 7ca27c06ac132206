import {
  assignConversationTags,
  type ConversationTag,
  conversationTagLimits,
  createConversationTag,
  listConversationTags,
  unassignConversationTag,
} from "@chorus/contract";
import { callOperation } from "../../../lib/api/call-operation.ts";
import { conversationsQueryKey } from "./conversations-api.ts";

export const conversationTagsQueryKey = [...conversationsQueryKey, "tags"] as const;

/**
 * The pages of tags the screens read at most: the chips, the picker and the filter need every tag
 * by id, and a workspace with more than this many has outgrown picking from a list anyway.
 */
const maxTagPages = 10;

/** The workspace's tags, newest first, every page of them (up to `maxTagPages`). */
export async function fetchAllConversationTags(): Promise<ConversationTag[]> {
  const tags: ConversationTag[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < maxTagPages; page++) {
    const answer = await callOperation(listConversationTags, {
      query: { page_size: conversationTagLimits.pageSize.max, cursor },
    });
    tags.push(...answer.conversation_tags);
    if (!answer.has_more || !answer.next_cursor) break;
    cursor = answer.next_cursor;
  }
  return tags;
}

export const createTag = (title: string) => callOperation(createConversationTag, { body: { title } });

export const assignTags = (conversationId: string, tagIds: string[]) =>
  callOperation(assignConversationTags, {
    params: { conversation_id: conversationId },
    body: { tag_ids: tagIds },
  });

export const unassignTag = (conversationId: string, tagId: string) =>
  callOperation(unassignConversationTag, { params: { conversation_id: conversationId, tag_id: tagId } });
