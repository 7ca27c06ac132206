import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { mcpToolConfigNotFound } from "./get-mcp-tool-config.ts";
import { changeMcpServerConfig } from "./mcp-server-access.ts";
import { type McpServerView, viewMcpServer } from "./mcp-server-view.ts";

/** `DELETE /v1/convai/mcp-servers/{mcp_server_id}/tool-configs/{tool_name}`: the tool follows the server's settings again. */
export async function deleteMcpToolConfig(
  ctx: AuthenticatedContext,
  serverId: string,
  toolName: string,
): Promise<McpServerView> {
  requirePermission(ctx, "convai_write");
  const updated = await changeMcpServerConfig(ctx, serverId, async (server) => {
    const kept = server.config.tool_config_overrides.filter((entry) => entry.tool_name !== toolName);
    if (kept.length === server.config.tool_config_overrides.length) throw mcpToolConfigNotFound(toolName);
    return { ...server.config, tool_config_overrides: kept };
  });
  return viewMcpServer(ctx, updated);
}
