import { type McpServerConfig, mcpLimits, messages } from "@chorus/contract";
import { assertMayEditAgents } from "../agents/agent-access.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { readConvAiSettings } from "../convai-settings/convai-settings.ts";
import { withSecretsHeld } from "../secrets/hold-secrets.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import { checkMcpServerConfig } from "./check-mcp-server-config.ts";
import { assertMcpAuthConnectionHeld } from "./mcp-server-auth-connection.ts";
import type { McpServerRecord } from "./mcp-server-records.ts";
import { secretIdsOfMcpServerConfig } from "./mcp-server-secret-references.ts";
import { type McpServerView, viewMcpServer } from "./mcp-server-view.ts";

/**
 * `POST /v1/convai/mcp-servers`: a server of the workspace, made by the caller (viewers cannot).
 * Only once a workspace admin allowed MCP servers (`can_use_mcp_servers`), since its agents then
 * call servers outside: "MCP opt-in required" otherwise.
 */
export async function createMcpServer(
  ctx: AuthenticatedContext,
  config: McpServerConfig,
): Promise<McpServerView> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  if (!(await readConvAiSettings(ctx)).canUseMcpServers)
    throw new DomainError("mcp_opt_in_required", messages.mcpOptInRequired);
  const now = ctx.ports.clock.now();
  const server: McpServerRecord = {
    id: `mcp_${newId(24)}`,
    workspaceId: ctx.workspaceId,
    createdByUserId: ctx.userId,
    config: checkMcpServerConfig(ctx, config),
    createdAt: now,
    updatedAt: now,
  };
  // The secrets and the auth connection it names must be the workspace's, and stay until the server is stored.
  await withSecretsHeld(ctx, secretIdsOfMcpServerConfig(server.config), async (store) => {
    await assertMcpAuthConnectionHeld(ctx, store, server.config);
    if ((await store.mcpServers.count(ctx.workspaceId)) >= mcpLimits.serversPerWorkspace)
      throw DomainError.invalidField(
        ["body", "config"],
        messages.mcpServersTooMany(mcpLimits.serversPerWorkspace),
      );
    await store.mcpServers.insert(server);
  });
  return viewMcpServer(ctx, server);
}
