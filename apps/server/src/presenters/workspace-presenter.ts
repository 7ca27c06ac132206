import type { Workspace } from "@chorus/contract";
import type { WorkspaceOverview } from "@chorus/domain";

/** `GET /v1/workspace` and the answer to a settings change. */
export function presentWorkspace(overview: WorkspaceOverview): Workspace {
  const { workspace } = overview;
  return {
    workspace_id: workspace.id,
    name: workspace.name,
    owner_id: workspace.ownerUserId,
    tier: overview.tier,
    training_opt_out: workspace.trainingOptOut,
    session_inactivity_timeout: workspace.sessionInactivityTimeoutSeconds,
    allow_password_sign_in: workspace.allowPasswordSignIn,
    max_seats: overview.maxSeats,
    seats_used: overview.seatsUsed,
    role: overview.role,
    billing_channel: workspace.billingChannel,
  };
}

/** The session now points at `workspaceId`; the client refreshes its access token to match. */
export function presentWorkspaceSwitched(workspaceId: string) {
  return { status: "ok", workspace_id: workspaceId, requires_token_refresh: true } as const;
}

export const statusOk = { status: "ok" } as const;
