import type { SubscriptionTier, WorkspaceRole } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext, DomainSettings } from "../context.ts";
import type { Repositories } from "../ports/repositories.ts";
import type { WorkspaceRecord } from "../records.ts";
import { findWorkspaceOrThrow } from "./find-workspace.ts";
import { limitsTierOf, maxSeatsOf, seatsUsed } from "./seats.ts";

export interface WorkspaceOverview {
  workspace: WorkspaceRecord;
  tier: SubscriptionTier;
  role: WorkspaceRole;
  maxSeats: number;
  seatsUsed: number;
}

export async function overviewOf(
  repos: Repositories,
  workspace: WorkspaceRecord,
  role: WorkspaceRole,
  billing: DomainSettings["billing"],
): Promise<WorkspaceOverview> {
  return {
    workspace,
    tier: limitsTierOf(workspace, billing),
    role,
    maxSeats: maxSeatsOf(workspace, billing),
    seatsUsed: await seatsUsed(repos, workspace.id),
  };
}

/** The caller's workspace with its seats and the caller's role: what the settings page shows. */
export async function getWorkspaceOverview(ctx: AuthenticatedContext): Promise<WorkspaceOverview> {
  requirePermission(ctx, "workspace_read");
  const { store } = ctx.ports;
  return overviewOf(
    store,
    await findWorkspaceOrThrow(store, ctx.workspaceId),
    ctx.role,
    ctx.ports.settings.billing,
  );
}
