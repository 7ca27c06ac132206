import { messages } from "@chorus/contract";
import { newAgentVersionId } from "../agents/create-agent.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { assertMayManageTool, findTool } from "./tool-access.ts";

/**
 * `DELETE /v1/convai/tools/{tool_id}`: refused while agents use the tool ("tool_in_use"), unless
 * `force`, which takes the tool off those agents in the same transaction (each gets a new version,
 * so an editor holding the old one is told it changed instead of saving the id back).
 */
export async function deleteTool(ctx: AuthenticatedContext, toolId: string, force: boolean): Promise<void> {
  requirePermission(ctx, "convai_write");
  assertMayManageTool(ctx, await findTool(ctx, toolId));
  const now = ctx.ports.clock.now();
  await ctx.ports.store.transaction(async (tx) => {
    const users = await tx.tools.agentsUsing(ctx.workspaceId, toolId, { lock: true });
    if (users.length > 0 && !force)
      throw new DomainError("tool_in_use", messages.toolInUse(users.length), {
        extra: { dependent_agent_ids: users.map((agent) => agent.id) },
      });
    for (const agent of users) {
      const prompt = agent.conversationConfig.agent.prompt;
      const conversationConfig = {
        ...agent.conversationConfig,
        agent: {
          ...agent.conversationConfig.agent,
          prompt: { ...prompt, tool_ids: prompt.tool_ids.filter((id) => id !== toolId) },
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
    if (!(await tx.tools.delete(ctx.workspaceId, toolId)))
      throw new DomainError("tool_not_found", messages.toolNotFound(toolId));
  });
}
