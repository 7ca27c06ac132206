import type { McpServerConfig } from "@chorus/contract";

/**
 * A workspace's MCP server (`/v1/convai/mcp-servers`). Its configuration is kept in the wire shape
 * (`config`), checked whole by the contract's schema before every write; agents name the servers
 * they use in `conversation_config.agent.prompt.mcp_server_ids`.
 */
export interface McpServerRecord {
  id: string;
  workspaceId: string;
  /** Who made it: they (or a workspace admin) may change or delete it. */
  createdByUserId: string;
  config: McpServerConfig;
  createdAt: Date;
  updatedAt: Date;
}
