import { messages, planFor } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { tierOf } from "../workspaces/seats.ts";
import { requireBillingAdmin } from "./billing-guards.ts";
import { endFinishedGrant } from "./end-finished-grant.ts";
import { isGrantTier } from "./grant-rule.ts";

/**
 * `POST /v1/billing/usage-based-billing`: an admin turns usage-based billing on or off, the stored
 * flag `can_extend_character_limit` of spec 000 §5 (credits past the plan's, up to the tier's extra
 * allowance, invoiced as `current_overage`). Billing must be on. Turning it on is refused for a grant
 * (spec 001 §4 "Grant recipients cannot enable usage-based billing") and for a plan without it
 * (spec 001 §6 "Starter has no usage-based billing"; free and trial have nothing to bill against) or
 * whose permission was revoked: `usage_based_billing_unavailable`. Turning it off is always allowed,
 * so a workspace that moved to such a plan can still clear the flag. Under the workspace row's lock,
 * a grant that is over ends first, so the check reads the plan that follows it.
 */
export async function setUsageBasedBilling(
  ctx: AuthenticatedContext,
  input: { enabled: boolean },
): Promise<void> {
  requireBillingAdmin(ctx);
  const now = ctx.ports.clock.now();
  await ctx.ports.store.transaction(async (tx) => {
    const locked = await tx.workspaces.lockById(ctx.workspaceId);
    if (!locked) throw new DomainError("workspace_not_found", messages.workspaceNotFound);
    const workspace = await endFinishedGrant(tx, locked, now, ctx.ports.settings.billing);
    if (input.enabled) {
      const tier = tierOf(workspace);
      if (isGrantTier(tier))
        throw new DomainError("usage_based_billing_unavailable", messages.grantBlocksUsageBasedBilling);
      if (!planFor(tier).features.usageBasedBilling || !workspace.allowedToExtendCharacterLimit)
        throw new DomainError("usage_based_billing_unavailable", messages.usageBasedBillingFailed);
    }
    await tx.workspaces.update(workspace.id, { canExtendCharacterLimit: input.enabled });
  });
}
