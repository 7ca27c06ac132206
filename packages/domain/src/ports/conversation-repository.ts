import type { ConversationRecord, ConversationStatus } from "../conversations/conversation-records.ts";

export interface ConversationListFilter {
  agentId?: string;
  callSuccessful?: ConversationRecord["callSuccessful"];
  startedAfter?: Date;
  startedBefore?: Date;
  minDurationSeconds?: number;
  maxDurationSeconds?: number;
  /** Conversations that carry any of these tags. */
  tagIds?: readonly string[];
  /** Conversations whose workflow entered this node (issue 19 §3). */
  workflowNodeEnteredId?: string;
  /** The last conversation of the previous page (newest first). */
  after?: { startedAt: Date; id: string };
  limit: number;
}

/** One caller of the workspace's agents: who gave this `user_id`, how often, and when last. */
export interface ConversationCaller {
  userId: string;
  conversationCount: number;
  firstContactAt: Date;
  lastContactAt: Date;
  lastConversationId: string;
  lastAgentId: string;
  lastAgentName: string;
}

export interface ConversationCallerFilter {
  agentId?: string;
  startedAfter?: Date;
  startedBefore?: Date;
  /** Callers whose user id contains this (any case). */
  search?: string;
  sortBy: "last_contact" | "conversation_count";
  direction: "asc" | "desc";
  /** The last caller of the previous page: its sort value (ms or count) and user id. */
  after?: { value: number; userId: string };
  limit: number;
}

/** Conversations with agents (issue 18 §4), scoped to a workspace. */
export interface ConversationRepository {
  insert(conversation: ConversationRecord): Promise<void>;
  find(workspaceId: string, conversationId: string): Promise<ConversationRecord | undefined>;
  /** Newest first. */
  list(workspaceId: string, filter: ConversationListFilter): Promise<ConversationRecord[]>;
  update(
    workspaceId: string,
    conversationId: string,
    patch: Partial<Omit<ConversationRecord, "id" | "workspaceId" | "agentId">>,
  ): Promise<ConversationRecord | undefined>;
  /**
   * Conversations still open (initiated, in progress or processing) whose heartbeat stopped before
   * `before`: their process died. Across workspaces (the worker ends them).
   */
  findAbandoned(before: Date, limit: number): Promise<ConversationRecord[]>;
  /** Moves a conversation from one of `from` to `patch.status` atomically; false when it was not in `from`. */
  transition(
    workspaceId: string,
    conversationId: string,
    from: readonly ConversationStatus[],
    patch: Partial<Omit<ConversationRecord, "id" | "workspaceId" | "agentId">>,
  ): Promise<boolean>;
  delete(workspaceId: string, conversationId: string): Promise<boolean>;
  /** Reads the conversation and locks its row until the surrounding transaction ends (SELECT … FOR UPDATE). */
  lock(workspaceId: string, conversationId: string): Promise<ConversationRecord | undefined>;
  /**
   * Takes the tag off one conversation, or off every conversation of the workspace when
   * `conversationId` is left out, in one statement (so no concurrent assignment is lost).
   */
  removeTag(workspaceId: string, tagId: string, conversationId?: string): Promise<void>;
  /** Deletes the agent's ended conversations that started before `before`; answers which. */
  deleteEndedBefore(
    workspaceId: string,
    agentId: string,
    before: Date,
  ): Promise<Pick<ConversationRecord, "id" | "workspaceId" | "hasAudio">[]>;
  /** Open conversations of the workspace, or of one of its agents (for concurrency limits). */
  countOpen(workspaceId: string, agentId?: string): Promise<number>;
  /**
   * Conversations of the workspace in progress now (initiated or in progress), or of the agents
   * among `agentIds` when given (an empty list counts none).
   */
  countLive(workspaceId: string, agentIds?: readonly string[]): Promise<number>;
  /**
   * The distinct callers (the `user_id` a conversation was started with, else its client data's)
   * among the conversations the filter keeps, with their counts and last contact, sorted by the
   * filter's key then user id, in its direction.
   */
  listCallers(workspaceId: string, filter: ConversationCallerFilter): Promise<ConversationCaller[]>;
  /** How many conversations each of the workspace's agents has started since `since` (agents without any left out). */
  countStartedSince(workspaceId: string, since: Date): Promise<Map<string, number>>;
}
