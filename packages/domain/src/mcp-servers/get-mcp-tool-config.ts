import { type McpToolConfigOverride, messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { findMcpServer } from "./mcp-server-access.ts";

export const mcpToolConfigNotFound = (toolName: string) =>
  new DomainError("mcp_tool_config_not_found", messages.mcpToolConfigNotFound(toolName));

/** `GET /v1/convai/mcp-servers/{mcp_server_id}/tool-configs/{tool_name}`. */
export async function getMcpToolConfig(
  ctx: AuthenticatedContext,
  serverId: string,
  toolName: string,
): Promise<McpToolConfigOverride> {
  requirePermission(ctx, "convai_read");
  const server = await findMcpServer(ctx, serverId);
  const override = server.config.tool_config_overrides.find((entry) => entry.tool_name === toolName);
  if (!override) throw mcpToolConfigNotFound(toolName);
  return override;
}
