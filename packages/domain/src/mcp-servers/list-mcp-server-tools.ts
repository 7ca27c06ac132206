import { mcpLimits } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { McpClientError, type McpToolDescription } from "../ports/mcp-client.ts";
import { isDomainError } from "../shared/domain-error.ts";
import { type McpConnectionOptions, mcpConnectionOf } from "./mcp-connection.ts";
import { findMcpServer } from "./mcp-server-access.ts";
import type { McpServerRecord } from "./mcp-server-records.ts";
import { type McpToolApproval, mcpToolApproval } from "./tool-approval-status.ts";

export type McpToolListing = { ok: true; tools: McpToolDescription[] } | { ok: false; errorMessage: string };

/**
 * Asks a server for its tools, live, through the `McpClient` port. A server that cannot be reached,
 * is refused by the address policy, or answers wrongly is reported, not thrown.
 */
export async function listToolsOfServer(
  ctx: AuthenticatedContext,
  server: McpServerRecord,
  options: McpConnectionOptions = {},
): Promise<McpToolListing> {
  try {
    const connection = await mcpConnectionOf(ctx, server, options);
    return { ok: true, tools: await ctx.ports.mcpClient.listTools(connection, mcpLimits.toolsPerServer) };
  } catch (error) {
    if (error instanceof McpClientError || (error instanceof Error && isDomainError(error)))
      return { ok: false, errorMessage: error.message };
    ctx.ports.logger.warn("listing an MCP server's tools failed", { mcpServerId: server.id, err: error });
    return { ok: false, errorMessage: "the MCP server could not be used" };
  }
}

export interface McpServerToolsView {
  success: boolean;
  tools: McpToolDescription[];
  approvals: (McpToolApproval & { toolName: string })[];
  errorMessage?: string;
}

/** `GET /v1/convai/mcp-servers/{mcp_server_id}/tools`: the server's tools now, with their approval status. */
export async function listMcpServerTools(
  ctx: AuthenticatedContext,
  serverId: string,
  environment?: string,
): Promise<McpServerToolsView> {
  requirePermission(ctx, "convai_read");
  const server = await findMcpServer(ctx, serverId);
  const listing = await listToolsOfServer(ctx, server, { environment });
  if (!listing.ok) return { success: false, tools: [], approvals: [], errorMessage: listing.errorMessage };
  return {
    success: true,
    tools: listing.tools,
    approvals: listing.tools.map((tool) => ({
      toolName: tool.name,
      ...mcpToolApproval(server.config, tool),
    })),
  };
}
