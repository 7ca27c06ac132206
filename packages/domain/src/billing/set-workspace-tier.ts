import { messages, planFor, type SubscriptionTier, subscriptionTiers } from "@chorus/contract";
import type { WorkspaceRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";
import { tierOf } from "../workspaces/seats.ts";
import { type SubscriptionStatus, subscriptionStatuses } from "../workspaces/subscription-summary.ts";
import { lockWorkspaceForOperator } from "./find-workspace-for-operator.ts";
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
 */
export async function setWorkspaceTier(
  ctx: OperatorContext,
  input: { workspaceId: string; tier: string; status?: string },
): Promise<WorkspaceRecord> {
  const { tier, status } = input;
  if (!isTier(tier)) throw DomainError.invalidField(["tier"], messages.tierNotFound);
  if (status !== undefined && !isStatus(status))
    throw DomainError.invalidField(["status"], messages.subscriptionStatusNotFound(status));
  return ctx.ports.store.transaction(async (tx) => {
    const workspace = await lockWorkspaceForOperator(tx, input.workspaceId);
    const previous = tierOf(workspace);
    const previouslySubscribedTiers =
      previous !== tier && planFor(previous).paid && !workspace.previouslySubscribedTiers.includes(previous)
        ? [...workspace.previouslySubscribedTiers, previous]
        : workspace.previouslySubscribedTiers;
    return tx.workspaces.update(workspace.id, {
      tier,
      subscriptionStatus: status ?? defaultStatus(tier, workspace.subscriptionStatus),
      previouslySubscribedTiers,
    });
  });
}
