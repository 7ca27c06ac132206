import type { AgentRecord } from "../agents/agent-records.ts";

/** Conversational agents (issue 18 §1), scoped to a workspace. */
export interface AgentRepository {
  insert(agent: AgentRecord): Promise<void>;
  /** Every agent of the workspace (archived ones too); the domain filters, sorts and pages. */
  list(workspaceId: string): Promise<AgentRecord[]>;
  find(workspaceId: string, agentId: string): Promise<AgentRecord | undefined>;
  /** Agents of every workspace that keep conversations for a limited time (retention_days > 0). */
  listWithRetention(): Promise<AgentRecord[]>;
  /** Any workspace's agent: public conversations name only the agent. */
  findById(agentId: string): Promise<AgentRecord | undefined>;
  /**
   * Writes the change only while the agent still has `expectedVersionId`: undefined when it was
   * saved since (or deleted), so two editors never silently overwrite each other.
   */
  update(
    workspaceId: string,
    agentId: string,
    expectedVersionId: string,
    patch: Pick<
      AgentRecord,
      "name" | "tags" | "conversationConfig" | "platformSettings" | "versionId" | "archived" | "updatedAt"
    > &
      /** Left out: the workflow stays as it is. */
      Partial<Pick<AgentRecord, "workflow">>,
  ): Promise<AgentRecord | undefined>;
  /** Stores the shareable-link token (inside platform_settings) without a new version. */
  setShareableToken(
    workspaceId: string,
    agentId: string,
    platformSettings: AgentRecord["platformSettings"],
  ): Promise<void>;
  /** Records a conversation's start for `last_call_time_unix_secs`. */
  touchLastCall(workspaceId: string, agentId: string, at: Date): Promise<void>;
  /** True when the agent existed. */
  delete(workspaceId: string, agentId: string): Promise<boolean>;
}
