import type { McpToolConfigOverride } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { mcpToolConfigNotFound } from "./get-mcp-tool-config.ts";
import { changeMcpServerConfig } from "./mcp-server-access.ts";
import { type McpServerView, viewMcpServer } from "./mcp-server-view.ts";

/** `PATCH /v1/convai/mcp-servers/{mcp_server_id}/tool-configs/{tool_name}`: fields left out stay. */
export async function updateMcpToolConfig(
  ctx: AuthenticatedContext,
  serverId: string,
  toolName: string,
  patch: Omit<McpToolConfigOverride, "tool_name">,
): Promise<McpServerView> {
  requirePermission(ctx, "convai_write");
  const given = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const updated = await changeMcpServerConfig(ctx, serverId, async (server) => {
    const overrides = server.config.tool_config_overrides;
    if (!overrides.some((entry) => entry.tool_name === toolName)) throw mcpToolConfigNotFound(toolName);
    return {
      ...server.config,
      tool_config_overrides: overrides.map((entry) =>
        entry.tool_name === toolName ? { ...entry, ...given, tool_name: toolName } : entry,
      ),
    };
  });
  return viewMcpServer(ctx, updated);
}
