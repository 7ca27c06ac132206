import type { AgentRecord } from "../agents/agent-records.ts";
import type { McpServerRecord } from "../mcp-servers/mcp-server-records.ts";

/** The workspace's MCP servers (issue 19 §2), scoped to a workspace. */
export interface McpServerRepository {
  insert(server: McpServerRecord): Promise<void>;
  find(workspaceId: string, serverId: string): Promise<McpServerRecord | undefined>;
  /** The server, its row locked until the surrounding transaction ends (SELECT … FOR UPDATE). */
  lock(workspaceId: string, serverId: string): Promise<McpServerRecord | undefined>;
  /** The workspace's servers among `serverIds` (other ids are simply absent). */
  findMany(workspaceId: string, serverIds: readonly string[]): Promise<McpServerRecord[]>;
  /** Every server of the workspace, newest first (at most `mcpLimits.serversPerWorkspace`). */
  list(workspaceId: string): Promise<McpServerRecord[]>;
  count(workspaceId: string): Promise<number>;
  update(
    workspaceId: string,
    serverId: string,
    patch: Pick<McpServerRecord, "config" | "updatedAt">,
  ): Promise<McpServerRecord | undefined>;
  /** True when the server existed. */
  delete(workspaceId: string, serverId: string): Promise<boolean>;
  /**
   * The workspace's agents whose `mcp_server_ids` name the server, newest first; with `lock`, their
   * rows locked for update until the surrounding transaction ends.
   */
  agentsUsing(workspaceId: string, serverId: string, options?: { lock: boolean }): Promise<AgentRecord[]>;
}
