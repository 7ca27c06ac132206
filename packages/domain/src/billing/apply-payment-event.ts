import type { Ports } from "../context.ts";
import type { PaymentEvent, ProviderInvoice } from "../ports/payments.ts";
import type { Repositories } from "../ports/repositories.ts";
import { endProviderSubscription, mirrorProviderSubscription } from "./mirror-provider-subscription.ts";

export type PaymentEventOutcome = "applied" | "duplicate" | "unknown_workspace";

async function recordInvoice(
  tx: Repositories,
  workspaceId: string,
  invoice: ProviderInvoice,
  status: "open" | "paid",
  now: Date,
): Promise<void> {
  await tx.invoices.insertOnce({
    id: invoice.invoiceId,
    workspaceId,
    amountDueCents: invoice.amountDueCents,
    currency: invoice.currency,
    description: invoice.description,
    dueAt: invoice.dueAt,
    createdAt: now,
  });
  await tx.invoices.setStatus(workspaceId, invoice.invoiceId, status);
}

/**
 * Applies one payment-provider event to the workspace it names, exactly once. The event's id is
 * recorded in the same transaction that applies it: a duplicate delivery finds the id and changes
 * nothing, and a delivery whose transaction failed (a crash between the payment and the upgrade)
 * left no trace, so the provider's redelivery applies it then. An event for a workspace that no
 * longer exists is acknowledged and ignored.
 */
export async function applyPaymentEvent(
  ports: Pick<Ports, "store" | "clock" | "payments">,
  event: PaymentEvent,
): Promise<PaymentEventOutcome> {
  const now = ports.clock.now();
  return ports.store.transaction(async (tx) => {
    const workspace = await tx.workspaces.lockById(event.workspaceId);
    const fresh = await tx.paymentEvents.insertOnce({
      provider: ports.payments.kind,
      eventId: event.eventId,
      workspaceId: workspace ? workspace.id : null,
      type: event.type,
      appliedAt: now,
    });
    if (!fresh) return "duplicate";
    if (!workspace) return "unknown_workspace";
    switch (event.type) {
      case "subscription_started":
      case "subscription_updated":
        await mirrorProviderSubscription(tx, workspace, event.subscription, now);
        break;
      case "subscription_ended":
        // A late event about a subscription the workspace has since replaced says nothing about it now.
        if (workspace.paymentSubscriptionId === event.subscriptionId)
          await endProviderSubscription(tx, workspace, now);
        break;
      case "invoice_paid":
        await recordInvoice(tx, workspace.id, event.invoice, "paid", now);
        break;
      case "invoice_payment_failed":
        await recordInvoice(tx, workspace.id, event.invoice, "open", now);
        break;
    }
    return "applied";
  });
}
