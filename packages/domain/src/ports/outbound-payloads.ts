import type { ConversationRecord } from "../conversations/conversation-records.ts";

/**
 * Wire shapes the domain sends out on its own (a post-call webhook's `data` is a conversation as
 * `GET /v1/convai/conversations/{id}` answers it). The transport's presenters build them, so a
 * conversation has one wire shape wherever it goes; the composition root hands them in.
 */
export interface OutboundPayloads {
  conversation(conversation: ConversationRecord): Record<string, unknown>;
}
