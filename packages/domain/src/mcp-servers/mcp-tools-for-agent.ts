import type { ConversationConfig, McpToolConfigOverride } from "@chorus/contract";
import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { readConvAiSettings } from "../convai-settings/convai-settings.ts";
import { listToolsOfServer } from "./list-mcp-server-tools.ts";
import type { McpConnectionOptions } from "./mcp-connection.ts";
import { mcpToolApproval } from "./tool-approval-status.ts";

/** One tool of one of the agent's MCP servers, as the conversation runtime offers it to the model. */
export interface AgentMcpTool {
  serverId: string;
  serverName: string;
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  /** Each call waits for the client's `mcp_tool_approval_result` (`mcp_tool_call` with `awaiting_approval`). */
  needsApproval: boolean;
  /** The tool's own settings on its server, when it has some (`tool_config_overrides`). */
  overrides?: McpToolConfigOverride;
}

/** A server whose tools could not be listed, and why (told in logs; the conversation goes on without them). */
export interface AgentMcpServerFailure {
  serverId: string;
  serverName?: string;
  errorMessage: string;
}

/**
 * The tools of the MCP servers an agent names (`mcp_server_ids`), asked live from each server at
 * once. A server that is gone, or cannot be reached, is reported in `failures`, not thrown; with MCP
 * servers not allowed in the workspace (any more), none is offered.
 */
export async function mcpToolsForAgent(
  ctx: AuthenticatedContext,
  agentConfig: ConversationConfig,
  options: McpConnectionOptions = {},
): Promise<{ tools: AgentMcpTool[]; failures: AgentMcpServerFailure[] }> {
  const serverIds = [...new Set(agentConfig.agent.prompt.mcp_server_ids ?? [])];
  if (serverIds.length === 0) return { tools: [], failures: [] };
  if (!(await readConvAiSettings(ctx)).canUseMcpServers)
    return {
      tools: [],
      failures: serverIds.map((serverId) => ({ serverId, errorMessage: messages.mcpOptInRequired })),
    };
  const servers = await ctx.ports.store.mcpServers.findMany(ctx.workspaceId, serverIds);
  const failures: AgentMcpServerFailure[] = serverIds
    .filter((serverId) => !servers.some((server) => server.id === serverId))
    .map((serverId) => ({ serverId, errorMessage: messages.mcpServerNotFound(serverId) }));
  const listings = await Promise.all(servers.map((server) => listToolsOfServer(ctx, server, options)));
  const tools: AgentMcpTool[] = [];
  for (const [index, server] of servers.entries()) {
    const listing = listings[index]!;
    if (!listing.ok) {
      failures.push({
        serverId: server.id,
        serverName: server.config.name,
        errorMessage: listing.errorMessage,
      });
      continue;
    }
    for (const tool of listing.tools) {
      const overrides = server.config.tool_config_overrides.find((entry) => entry.tool_name === tool.name);
      tools.push({
        serverId: server.id,
        serverName: server.config.name,
        name: tool.name,
        description: tool.description ?? "",
        inputSchema: tool.inputSchema,
        needsApproval: mcpToolApproval(server.config, tool).policy === "requires_approval",
        ...(overrides ? { overrides } : {}),
      });
    }
  }
  return { tools, failures };
}
