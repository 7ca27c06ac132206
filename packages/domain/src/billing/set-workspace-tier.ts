import { messages, type SubscriptionTier, subscriptionTiers } from "@chorus/contract";
import type { WorkspaceRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";
import { type SubscriptionStatus, subscriptionStatuses } from "../workspaces/subscription-summary.ts";
import { lockWorkspaceForOperator } from "./find-workspace-for-operator.ts";
import { isGrantTier } from "./grant-rule.ts";
import { withPreviousTier } from "./mirror-provider-subscription.ts";
import type { OperatorContext } from "./operator-context.ts";

const isTier = (value: string): value is SubscriptionTier =>
  (subscriptionTiers as readonly string[]).includes(value);
const isStatus = (value: string): value is SubscriptionStatus =>
  (subscriptionStatuses as readonly string[]).includes(value);

/**
 * Without `--status`: free goes with status free; a paid tier keeps a paying status, and a workspace
 * that was not paying becomes active (the operator is granting the plan, e.g. an enterprise deal).
 */
function defaultStatus(tier: SubscriptionTier, current: string): SubscriptionStatus {
  if (tier === "free") return "free";
  return isStatus(current) && current !== "free" && current !== "free_disabled" ? current : "active";
}

/**
 * `chorus workspaces set-tier`: sets a workspace's tier (and status) for support or an enterprise
 * deal, as a subscription change would, without a payment. Credits follow from the ledger: the
 * period's grant is topped up to a richer tier the next time it is read or charged (rollover.ts), so
 * no credit row is written here. The tier left behind joins `previously_subscribed_tiers` when paid.
 * An unknown tier or status is refused (`Tier not found`); an unknown workspace is `workspace_not_found`.
 *
 * A grant tier (spec 001 §4) starts the grant now (`grantStartedAt`) and records the plan it moves to
 * when it is over (`postGrantTier`, free when none; see grant-rule.ts). Grant recipients cannot use
 * usage-based billing, so the workspace's switch for it is turned off. Any other tier replaces a
 * running grant: its start and post-grant plan are cleared. `postGrantTier` is refused for a tier
 * that is not a grant, and when it is itself a grant tier or unknown.
 */
export async function setWorkspaceTier(
  ctx: OperatorContext,
  input: { workspaceId: string; tier: string; status?: string; postGrantTier?: string },
): Promise<WorkspaceRecord> {
  const { tier, status, postGrantTier } = input;
  if (!isTier(tier)) throw DomainError.invalidField(["tier"], messages.tierNotFound);
  if (status !== undefined && !isStatus(status))
    throw DomainError.invalidField(["status"], messages.subscriptionStatusNotFound(status));
  const grant = isGrantTier(tier);
  if (postGrantTier !== undefined) {
    if (!grant) throw DomainError.invalidField(["post_grant_tier"], messages.postGrantTierNeedsGrant);
    if (!isTier(postGrantTier)) throw DomainError.invalidField(["post_grant_tier"], messages.tierNotFound);
    if (isGrantTier(postGrantTier))
      throw DomainError.invalidField(["post_grant_tier"], messages.postGrantTierIsGrant);
  }
  return ctx.ports.store.transaction(async (tx) => {
    const workspace = await lockWorkspaceForOperator(tx, input.workspaceId);
    const previouslySubscribedTiers = withPreviousTier(workspace, tier);
    const grantFields: Partial<WorkspaceRecord> = grant
      ? {
          grantStartedAt: ctx.ports.clock.now(),
          postGrantTier: postGrantTier ?? null,
          canExtendCharacterLimit: false,
        }
      : { grantStartedAt: null, postGrantTier: null };
    return tx.workspaces.update(workspace.id, {
      tier,
      subscriptionStatus: status ?? defaultStatus(tier, workspace.subscriptionStatus),
      previouslySubscribedTiers,
      ...grantFields,
    });
  });
}
