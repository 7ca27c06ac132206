import { isAdminRole, messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import type { AgentToolRecord } from "./tool-records.ts";

/** The workspace's tool, or "tool_not_found" (also for another workspace's). */
export async function findTool(ctx: AuthenticatedContext, toolId: string): Promise<AgentToolRecord> {
  const tool = await ctx.ports.store.tools.find(ctx.workspaceId, toolId);
  if (!tool) throw new DomainError("tool_not_found", messages.toolNotFound(toolId));
  return tool;
}

/** Whether the caller may change or delete a tool made by `createdByUserId`: its creator or a workspace admin. */
export function mayManageToolOf(
  ctx: Pick<AuthenticatedContext, "userId" | "role">,
  createdByUserId: string,
): boolean {
  return createdByUserId === ctx.userId || isAdminRole(ctx.role);
}

/**
 * A tool as a user of a secret or an auth connection (their `used_by`): every member sees every tool,
 * and the caller's access is "admin" where they may change it.
 */
export function toolAsDependent(ctx: AuthenticatedContext, tool: AgentToolRecord) {
  return {
    kind: "tools" as const,
    id: tool.id,
    name: tool.toolConfig.name,
    createdAt: tool.createdAt,
    accessLevel: mayManageTool(ctx, tool) ? ("admin" as const) : ("viewer" as const),
  };
}

/** Whether the caller may change or delete the tool. */
export function mayManageTool(ctx: AuthenticatedContext, tool: AgentToolRecord): boolean {
  return mayManageToolOf(ctx, tool.createdByUserId);
}

/**
 * Changing and deleting a tool is for its creator or a workspace admin (as with conversation
 * tags); every member but a viewer may add tools and attach any of the workspace's to agents.
 */
export function assertMayManageTool(ctx: AuthenticatedContext, tool: AgentToolRecord): void {
  if (!mayManageTool(ctx, tool)) throw new DomainError("forbidden", messages.toolOwnerOrAdmin);
}
