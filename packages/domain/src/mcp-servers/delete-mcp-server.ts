import { messages } from "@chorus/contract";
import { newAgentVersionId } from "../agents/create-agent.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { assertMayManageMcpServer, findMcpServer, mcpServerNotFound } from "./mcp-server-access.ts";

/**
 * `DELETE /v1/convai/mcp-servers/{mcp_server_id}`: as a tool's deletion, refused while agents use
 * the server ("mcp_server_in_use"), unless `force`, which takes it off those agents in the same
 * transaction (each gets a new version, so an editor holding the old one is told it changed).
 */
export async function deleteMcpServer(
  ctx: AuthenticatedContext,
  serverId: string,
  force: boolean,
): Promise<void> {
  requirePermission(ctx, "convai_write");
  assertMayManageMcpServer(ctx, await findMcpServer(ctx, serverId));
  const now = ctx.ports.clock.now();
  await ctx.ports.store.transaction(async (tx) => {
    const users = await tx.mcpServers.agentsUsing(ctx.workspaceId, serverId, { lock: true });
    if (users.length > 0 && !force)
      throw new DomainError("mcp_server_in_use", messages.mcpServerInUse(users.length), {
        extra: { dependent_agent_ids: users.map((agent) => agent.id) },
      });
    for (const agent of users) {
      const prompt = agent.conversationConfig.agent.prompt;
      const conversationConfig = {
        ...agent.conversationConfig,
        agent: {
          ...agent.conversationConfig.agent,
          prompt: {
            ...prompt,
            mcp_server_ids: (prompt.mcp_server_ids ?? []).filter((id) => id !== serverId),
          },
        },
      };
      await tx.agents.update(ctx.workspaceId, agent.id, agent.versionId, {
        name: agent.name,
        tags: agent.tags,
        conversationConfig,
        platformSettings: agent.platformSettings,
        versionId: newAgentVersionId(),
        archived: agent.archived,
        updatedAt: now,
      });
    }
    if (!(await tx.mcpServers.delete(ctx.workspaceId, serverId))) throw mcpServerNotFound(serverId);
  });
}
