import { messages, planFor, type SubscriptionTier, subscriptionTiers } from "@chorus/contract";
import { requireAdmin } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { Repositories } from "../ports/repositories.ts";
import type { WorkspaceRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";

/** The payment calls exist only with billing on (`CHORUS_BILLING=off` refuses them, issue 4 §5). */
export function requireBillingOn(ctx: AuthenticatedContext): void {
  if (ctx.ports.settings.billing === "off")
    throw new DomainError("billing_disabled", messages.billingDisabled);
}

/** Money is managed by admins (spec 001 §6 "Admin: … manage billing"), with billing on. */
export function requireBillingAdmin(ctx: AuthenticatedContext): void {
  requireBillingOn(ctx);
  requireAdmin(ctx);
}

/**
 * A tier someone can buy on the pricing cards: known (else spec 001 §8's "Tier not found") and
 * self-serve and paid (grants, trial and enterprise come from programmes and sales, not checkout).
 */
export function purchasableTier(value: string): SubscriptionTier {
  const tier = (subscriptionTiers as readonly string[]).includes(value) ? (value as SubscriptionTier) : null;
  if (!tier) throw DomainError.invalidField(["body", "subscription_type"], messages.tierNotFound);
  const plan = planFor(tier);
  if (tier !== "free" && (!plan.selfServe || !plan.prices))
    throw DomainError.invalidField(
      ["body", "subscription_type"],
      messages.tierNotSelfServe(plan.displayName),
    );
  return tier;
}

/** The provider subscription the workspace mirrors, or `no_subscription` when it has none. */
export function requireProviderSubscription(workspace: WorkspaceRecord): {
  subscriptionId: string;
  customerId: string;
} {
  if (!workspace.paymentSubscriptionId || !workspace.paymentCustomerId)
    throw new DomainError("no_subscription", messages.noSubscription);
  return { subscriptionId: workspace.paymentSubscriptionId, customerId: workspace.paymentCustomerId };
}

/** Spec 001 §8 "unpaid invoice blocks subscription": no checkout or change while an invoice is open. */
export async function requireNoOpenInvoices(
  store: Pick<Repositories, "invoices">,
  workspace: WorkspaceRecord,
): Promise<void> {
  if ((await store.invoices.listOpen(workspace.id)).length > 0)
    throw new DomainError("unpaid_invoice", messages.unpaidInvoiceBlocksChange);
}

/** The workspace of the caller (the session's workspace always exists). */
export async function currentWorkspace(ctx: AuthenticatedContext): Promise<WorkspaceRecord> {
  const workspace = await ctx.ports.store.workspaces.findById(ctx.workspaceId);
  if (!workspace) throw new DomainError("workspace_not_found", messages.workspaceNotFound);
  return workspace;
}
