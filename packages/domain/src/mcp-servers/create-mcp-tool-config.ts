import { type McpToolConfigOverride, mcpLimits, messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { changeMcpServerConfig } from "./mcp-server-access.ts";
import { type McpServerView, viewMcpServer } from "./mcp-server-view.ts";

/** `POST /v1/convai/mcp-servers/{mcp_server_id}/tool-configs`: a tool's own settings, once. */
export async function createMcpToolConfig(
  ctx: AuthenticatedContext,
  serverId: string,
  override: McpToolConfigOverride,
): Promise<McpServerView> {
  requirePermission(ctx, "convai_write");
  const updated = await changeMcpServerConfig(ctx, serverId, async (server) => {
    const overrides = server.config.tool_config_overrides;
    if (overrides.some((entry) => entry.tool_name === override.tool_name))
      throw new DomainError("mcp_tool_config_exists", messages.mcpToolConfigExists(override.tool_name));
    if (overrides.length >= mcpLimits.toolEntries)
      throw DomainError.invalidField(
        ["body", "tool_name"],
        messages.mcpToolEntriesTooMany(mcpLimits.toolEntries),
      );
    return { ...server.config, tool_config_overrides: [...overrides, override] };
  });
  return viewMcpServer(ctx, updated);
}
