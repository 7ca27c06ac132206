import { isAdminRole, messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { overviewOf, type WorkspaceOverview } from "../workspaces/get-workspace-overview.ts";
import { tierOf } from "../workspaces/seats.ts";
import { requireBillingOn } from "./billing-guards.ts";
import { endFinishedGrant } from "./end-finished-grant.ts";

/**
 * `POST /v1/billing/switch-to-cloud-marketplace` (spec 001 §6 "Admins alone … switch to
 * cloud-marketplace billing (free or trial plan only)", §8 its three errors): the workspace is billed
 * through the cloud marketplace from now on (`billingChannel`). Refused for a non-admin (`forbidden`,
 * with the spec's own text), with billing off, for a workspace already billed there, and for any plan
 * but free or trial: a paid subscription with the payment provider would otherwise be billed twice.
 * Checked under the workspace row's lock (a grant that is over ends first), so it is written once.
 */
export async function switchToCloudMarketplace(ctx: AuthenticatedContext): Promise<WorkspaceOverview> {
  if (!isAdminRole(ctx.role)) throw new DomainError("forbidden", messages.cloudMarketplaceAdminsOnly);
  requireBillingOn(ctx);
  const now = ctx.ports.clock.now();
  const billing = ctx.ports.settings.billing;
  return ctx.ports.store.transaction(async (tx) => {
    const locked = await tx.workspaces.lockById(ctx.workspaceId);
    if (!locked) throw new DomainError("workspace_not_found", messages.workspaceNotFound);
    const workspace = await endFinishedGrant(tx, locked, now, billing);
    if (workspace.billingChannel === "cloud_marketplace")
      throw new DomainError("cloud_marketplace_already_provider", messages.cloudMarketplaceAlreadyProvider);
    const tier = tierOf(workspace);
    if (tier !== "free" && tier !== "trial")
      throw new DomainError(
        "cloud_marketplace_requires_free_or_trial",
        messages.cloudMarketplaceRequiresFreeOrTrial,
      );
    const updated = await tx.workspaces.update(workspace.id, { billingChannel: "cloud_marketplace" });
    return overviewOf(tx, updated, ctx.role, billing);
  });
}
