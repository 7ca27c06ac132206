import type { AgentRecord } from "../agents/agent-records.ts";
import type { AgentToolRecord, ToolExecutionRecord, ToolUsageStats } from "../tools/tool-records.ts";

/** The workspace's agent tools (issue 19 §2), scoped to a workspace. */
export interface ToolRepository {
  insert(tool: AgentToolRecord): Promise<void>;
  find(workspaceId: string, toolId: string): Promise<AgentToolRecord | undefined>;
  /** The workspace's tools among `toolIds` (other ids are simply absent). */
  findMany(workspaceId: string, toolIds: readonly string[]): Promise<AgentToolRecord[]>;
  /** Every tool of the workspace; the domain filters, sorts and pages (a workspace has hundreds at most). */
  list(workspaceId: string): Promise<AgentToolRecord[]>;
  update(
    workspaceId: string,
    toolId: string,
    patch: Pick<AgentToolRecord, "toolConfig" | "responseMocks" | "updatedAt">,
  ): Promise<AgentToolRecord | undefined>;
  /** True when the tool existed; its executions go with it. */
  delete(workspaceId: string, toolId: string): Promise<boolean>;
  /**
   * The workspace's agents whose `tool_ids` name the tool, newest first; with `lock`, their rows
   * locked for update until the surrounding transaction ends.
   */
  agentsUsing(workspaceId: string, toolId: string, options?: { lock: boolean }): Promise<AgentRecord[]>;
}

/** Calls of tools during conversations. */
export interface ToolExecutionRepository {
  /** Stores the call if its tool is still the workspace's; false when it is not (deleted meanwhile). */
  insert(execution: ToolExecutionRecord): Promise<boolean>;
  /** Newest first (then by id, descending), after `after`, matching the filters. */
  list(
    workspaceId: string,
    toolId: string,
    query: {
      after?: { at: Date; id: string };
      isError?: boolean;
      agentId?: string;
      from?: Date;
      to?: Date;
      limit: number;
    },
  ): Promise<ToolExecutionRecord[]>;
  /** Usage of each of `toolIds` that was called at least once. */
  usageStats(workspaceId: string, toolIds: readonly string[]): Promise<Map<string, ToolUsageStats>>;
}
