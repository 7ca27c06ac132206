import type { WorkspaceRole } from "@chorus/contract";
import { requireSessionActor } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";

export interface Membership {
  workspaceId: string;
  name: string;
  role: WorkspaceRole;
  isCurrent: boolean;
}

/** The workspaces a person can switch to: locked memberships are left out, as they cannot be entered. */
export async function listMyWorkspaces(ctx: AuthenticatedContext): Promise<Membership[]> {
  requireSessionActor(ctx);
  const rows = await ctx.ports.store.workspaces.listForUser(ctx.userId);
  return rows
    .filter(({ member }) => !member.isLocked)
    .map(({ workspace, member }) => ({
      workspaceId: workspace.id,
      name: workspace.name,
      role: member.role,
      isCurrent: workspace.id === ctx.workspaceId,
    }));
}
