import { checkoutReturnPaths, messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import { currentWorkspace, requireBillingAdmin } from "./billing-guards.ts";

/**
 * `create-portal-session` and `create-update-payment-methods-session` (spec 000 §7): a page of the
 * provider for the workspace's customer, returning to the subscription page. A workspace that never
 * paid has no customer yet (`no_subscription`).
 */
export async function openBillingPage(
  ctx: AuthenticatedContext,
  page: "portal" | "payment_methods",
): Promise<{ url: string }> {
  requireBillingAdmin(ctx);
  const workspace = await currentWorkspace(ctx);
  if (!workspace.paymentCustomerId) throw new DomainError("no_subscription", messages.noSubscription);
  const request = {
    workspaceId: workspace.id,
    customerId: workspace.paymentCustomerId,
    returnUrl: `${ctx.ports.settings.publicUrl}${checkoutReturnPaths.manage}`,
    idempotencyKey: `${workspace.id}:${page}:${newId()}`,
  };
  return page === "portal"
    ? ctx.ports.payments.createPortalSession(request)
    : ctx.ports.payments.createUpdatePaymentMethodsSession(request);
}
