import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { conversationTagsQueryKey, fetchAllConversationTags } from "../api/conversation-tags-api.ts";
import { tagsById } from "./tag-titles.ts";

/** The workspace's conversation tags (one query shared by the list, the filter and the detail page), and them by id. */
export function useConversationTags() {
  const query = useQuery({
    queryKey: conversationTagsQueryKey,
    queryFn: fetchAllConversationTags,
    staleTime: 60_000,
  });
  const byId = useMemo(() => tagsById(query.data ?? []), [query.data]);
  return { query, byId };
}
