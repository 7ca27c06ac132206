import { checkoutReturnPaths, messages, type PlanBillingPeriod, type PlanCurrency } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { tierOf } from "../workspaces/seats.ts";
import {
  currentWorkspace,
  purchasableTier,
  requireBillingAdmin,
  requireNoOpenInvoices,
} from "./billing-guards.ts";
import { requireRedeemablePromotion } from "./require-redeemable-promotion.ts";
import { runIdempotent } from "./run-idempotent.ts";

export interface CheckoutInput {
  subscriptionType: string;
  billingPeriod: PlanBillingPeriod;
  currency: PlanCurrency;
  promocode?: string | null;
  idempotencyKey?: string | null;
}

/** Statuses of a subscription the provider is still running: a new checkout would make a second one. */
const running = new Set(["active", "trialing", "past_due", "incomplete"]);

/**
 * `create-checkout-session` (spec 000 §7): the direct creation of a subscription for a workspace on
 * free, trial or a grant (spec 000 §4's plan button), answered with the provider's checkout page. The
 * plan only changes when the provider reports the payment (its webhook), never here. Refused: billing
 * off, non-admins, an unknown or non-self-serve tier ("Tier not found"), a workspace that already pays
 * (it changes its subscription instead), an unpaid invoice, a cloud-marketplace workspace, and a
 * promotion code that is unknown (`invalid_promocode`) or expired (`coupon_expired`, spec 000 §8).
 */
export async function startCheckout(
  ctx: AuthenticatedContext,
  input: CheckoutInput,
): Promise<{ url: string }> {
  requireBillingAdmin(ctx);
  const tier = purchasableTier(input.subscriptionType);
  if (tier === "free") throw new DomainError("invalid_request", messages.sameSubscription);
  const workspace = await currentWorkspace(ctx);
  if (workspace.billingChannel === "cloud_marketplace")
    throw new DomainError("cloud_marketplace_already_provider", messages.cloudMarketplaceAlreadyProvider);
  if (
    workspace.paymentSubscriptionId &&
    running.has(workspace.subscriptionStatus) &&
    tierOf(workspace) !== "free"
  )
    throw new DomainError("already_subscribed", messages.alreadySubscribed);
  await requireNoOpenInvoices(ctx.ports.store, workspace);
  const promotionCode = input.promocode?.trim() ? input.promocode.trim() : null;
  if (promotionCode) await requireRedeemablePromotion(ctx.ports.payments, promotionCode);
  const user = await ctx.ports.store.users.findById(ctx.userId);
  const base = ctx.ports.settings.publicUrl;
  return runIdempotent(ctx, "create-checkout-session", input.idempotencyKey, (providerKey) =>
    ctx.ports.payments.createCheckoutSession({
      workspaceId: workspace.id,
      customerId: workspace.paymentCustomerId,
      customerEmail: user?.email ?? "",
      tier,
      billingPeriod: input.billingPeriod,
      currency: input.currency,
      promotionCode,
      successUrl: `${base}${checkoutReturnPaths.success}`,
      cancelUrl: `${base}${checkoutReturnPaths.cancel}`,
      idempotencyKey: providerKey,
    }),
  );
}
