import type { AuthenticatedContext } from "../context.ts";
import type { ProviderSubscription, SubscriptionRequest } from "../ports/payments.ts";
import type { WorkspaceRecord } from "../records.ts";
import { currentWorkspace, requireBillingAdmin, requireProviderSubscription } from "./billing-guards.ts";
import { mirrorProviderSubscription } from "./mirror-provider-subscription.ts";
import { runIdempotent } from "./run-idempotent.ts";

/**
 * The shape every call on an existing subscription shares (change, cancel, renew, cancel the
 * downgrade, apply a discount): billing admin, a provider subscription, the call's own checks, then
 * the provider call once per idempotency key, and the subscription the provider answers mirrored onto
 * the workspace at once (its webhook reports the same later, which then changes nothing).
 */
export async function actOnSubscription(
  ctx: AuthenticatedContext,
  operation: string,
  idempotencyKey: string | null | undefined,
  check: (workspace: WorkspaceRecord) => void | Promise<void>,
  call: (request: SubscriptionRequest, workspace: WorkspaceRecord) => Promise<ProviderSubscription>,
): Promise<void> {
  requireBillingAdmin(ctx);
  const workspace = await currentWorkspace(ctx);
  const { subscriptionId } = requireProviderSubscription(workspace);
  // The checks run inside the idempotent call: a retry of a call that succeeded replays its answer
  // instead of being judged against the state the call itself produced.
  await runIdempotent(ctx, operation, idempotencyKey, async (providerKey) => {
    await check(workspace);
    const subscription = await call(
      { workspaceId: workspace.id, subscriptionId, idempotencyKey: providerKey },
      workspace,
    );
    await ctx.ports.store.transaction(async (tx) => {
      const locked = await tx.workspaces.lockById(workspace.id);
      if (locked?.paymentSubscriptionId === subscription.subscriptionId)
        await mirrorProviderSubscription(tx, locked, subscription, ctx.ports.clock.now());
    });
    return null;
  });
}
