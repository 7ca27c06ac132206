import { requireAdmin, requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { WorkspaceRecord } from "../records.ts";
import { overviewOf, type WorkspaceOverview } from "./get-workspace-overview.ts";

export interface WorkspaceSettingsChange {
  name?: string | null;
  trainingOptOut?: boolean | null;
  /** undefined leaves it as it is; null turns the timeout off. */
  sessionInactivityTimeoutSeconds?: number | null;
  allowPasswordSignIn?: boolean | null;
}

/**
 * Changes workspace settings. Admins only: the data-use opt-out in particular is an admin
 * decision (spec 000 §6), and password sign-in and the session timeout bind every member.
 */
export async function changeWorkspaceSettings(
  ctx: AuthenticatedContext,
  change: WorkspaceSettingsChange,
): Promise<WorkspaceOverview> {
  requirePermission(ctx, "workspace_write");
  requireAdmin(ctx);
  const patch: Partial<WorkspaceRecord> = {};
  if (change.name != null) patch.name = change.name;
  if (change.trainingOptOut != null) patch.trainingOptOut = change.trainingOptOut;
  if (change.sessionInactivityTimeoutSeconds !== undefined) {
    patch.sessionInactivityTimeoutSeconds = change.sessionInactivityTimeoutSeconds;
  }
  if (change.allowPasswordSignIn != null) patch.allowPasswordSignIn = change.allowPasswordSignIn;
  const { store } = ctx.ports;
  const workspace = await store.workspaces.update(ctx.workspaceId, patch);
  return overviewOf(store, workspace, ctx.role, ctx.ports.settings.billing);
}
