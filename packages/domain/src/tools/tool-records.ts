import type { ToolConfig, ToolResponseMock } from "@chorus/contract";

/**
 * A workspace's agent tool (`/v1/convai/tools`). Its configuration is kept in the wire shape
 * (`tool_config`), checked whole by the contract's schema before every write; agents name the
 * tools they use in `conversation_config.agent.prompt.tool_ids`.
 */
export interface AgentToolRecord {
  id: string;
  workspaceId: string;
  /** Who made it: they (or a workspace admin) may change or delete it. */
  createdByUserId: string;
  toolConfig: ToolConfig;
  responseMocks: ToolResponseMock[];
  createdAt: Date;
  updatedAt: Date;
}

/**
 * One call of a tool during a conversation, written by the conversation runtime
 * (`recordToolExecution`): the executions log and the tool's usage stats come from these.
 */
export interface ToolExecutionRecord {
  id: string;
  workspaceId: string;
  toolId: string;
  /** The id of the call in the conversation (`tool_call_id`), for matching request and response. */
  toolRequestId: string;
  agentId: string;
  conversationId: string;
  at: Date;
  durationMs: number;
  isError: boolean;
  /** What was sent and what came back, as JSON text cut to `toolLimits.executionPayloadCharacters`. */
  requestSummary: string | null;
  responseSummary: string | null;
  errorMessage: string | null;
}

/** `usage_stats` of a tool: how often it was called and how long a call took on average. */
export interface ToolUsageStats {
  totalCalls: number;
  avgLatencySecs: number;
}
