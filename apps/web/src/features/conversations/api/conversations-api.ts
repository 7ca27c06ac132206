import {
  agentLimits,
  createConversationFeedback,
  deleteConversation,
  getConversation,
  getConversationAudio,
  listAgents,
  listConversations,
} from "@chorus/contract";
import { fetchBinary, readBody } from "../../../lib/api/binary.ts";
import { callOperation, operationPath } from "../../../lib/api/call-operation.ts";
import type { ConversationListQuery } from "../list/conversation-filters.ts";

export const conversationsQueryKey = ["conversations"] as const;
export const conversationListQueryKey = (query: ConversationListQuery) =>
  [...conversationsQueryKey, "list", query] as const;
export const conversationQueryKey = (conversationId: string) =>
  [...conversationsQueryKey, "one", conversationId] as const;
export const conversationAudioQueryKey = (conversationId: string) =>
  [...conversationsQueryKey, "audio", conversationId] as const;

/** One page of the workspace's conversations, newest first. */
export const fetchConversationPage = (query: ConversationListQuery, cursor?: string) =>
  callOperation(listConversations, { query: { ...query, page_size: 30, cursor } });

export const fetchConversation = (conversationId: string) =>
  callOperation(getConversation, { params: { conversation_id: conversationId }, query: {} });

/** The call's recording (the caller and the agent mixed, mp3), when the conversation has one. */
export async function fetchConversationAudio(conversationId: string): Promise<Blob> {
  const response = await fetchBinary({
    method: "GET",
    path: operationPath(getConversationAudio, { conversation_id: conversationId }),
  });
  return readBody(response);
}

export const removeConversation = (conversationId: string) =>
  callOperation(deleteConversation, { params: { conversation_id: conversationId } });

export interface ConversationFeedback {
  feedback?: "like" | "dislike" | null;
  rating?: number | null;
  comment?: string | null;
}

/** The overall like or dislike, or a rating (1–5) with a comment; what is left out stays as it was. */
export const sendConversationFeedback = (conversationId: string, body: ConversationFeedback) =>
  callOperation(createConversationFeedback, { params: { conversation_id: conversationId }, body });

export const agentChoicesQueryKey = [...conversationsQueryKey, "agents"] as const;

/** The agents to filter by (the most a page holds; an agent beyond them still filters by its id). */
export const fetchAgentChoices = () =>
  callOperation(listAgents, { query: { page_size: agentLimits.pageSize.max } });
