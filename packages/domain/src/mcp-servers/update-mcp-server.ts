import type { McpServerConfig } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { withSecretsHeld } from "../secrets/hold-secrets.ts";
import { checkMcpServerConfig } from "./check-mcp-server-config.ts";
import { assertMayManageMcpServer, findMcpServer, mcpServerNotFound } from "./mcp-server-access.ts";
import { assertMcpAuthConnectionHeld } from "./mcp-server-auth-connection.ts";
import { secretIdsOfMcpServerConfig } from "./mcp-server-secret-references.ts";
import { type McpServerView, viewMcpServer } from "./mcp-server-view.ts";

/** What `PATCH /v1/convai/mcp-servers/{id}` may change (`McpServerConfigUpdateRequestModel`). */
export type McpServerSettingsPatch = Partial<
  Pick<
    McpServerConfig,
    | "approval_policy"
    | "force_pre_tool_speech"
    | "pre_tool_speech"
    | "disable_interruptions"
    | "interruption_mode"
    | "tool_call_sound"
    | "tool_call_sound_behavior"
    | "execution_mode"
    | "response_timeout_secs"
    | "request_headers"
    | "request_meta"
    | "disable_compression"
    | "secret_token"
    | "auth_connection"
  >
>;

/**
 * `PATCH /v1/convai/mcp-servers/{mcp_server_id}`: the fields given replace the stored ones, the rest
 * stay (the address, name and transport are not among them). The secrets and the auth connection
 * the result names are checked and held until it commits.
 */
export async function updateMcpServer(
  ctx: AuthenticatedContext,
  serverId: string,
  patch: McpServerSettingsPatch,
): Promise<McpServerView> {
  requirePermission(ctx, "convai_write");
  const server = await findMcpServer(ctx, serverId);
  assertMayManageMcpServer(ctx, server);
  const given = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const config = checkMcpServerConfig(ctx, { ...server.config, ...given });
  const updated = await withSecretsHeld(ctx, secretIdsOfMcpServerConfig(config), async (store) => {
    await assertMcpAuthConnectionHeld(ctx, store, config);
    return store.mcpServers.update(ctx.workspaceId, serverId, { config, updatedAt: ctx.ports.clock.now() });
  });
  if (!updated) throw mcpServerNotFound(serverId);
  return viewMcpServer(ctx, updated);
}
