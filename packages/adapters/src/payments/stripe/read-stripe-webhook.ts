import { messages } from "@chorus/contract";
import { type Clock, DomainError, type PaymentEvent } from "@chorus/domain";
import type Stripe from "stripe";
import { loadStripeSubscription } from "./load-subscription.ts";
import { invoiceSubscriptionId, invoiceWorkspaceId, mapStripeInvoice } from "./map-invoice.ts";
import { idOf, mapStripeSubscription } from "./map-subscription.ts";

/**
 * Checks a delivery's `Stripe-Signature` (HMAC of the raw body with the endpoint's secret, and a
 * timestamp no older than Stripe's five-minute tolerance, measured on Chorus's clock).
 */
export function verifyStripeWebhook(
  stripe: Stripe,
  webhookSecret: string,
  clock: Clock,
  rawBody: string,
  headers: Readonly<Record<string, string | undefined>>,
): Stripe.Event {
  const signature = headers["stripe-signature"];
  if (!signature) throw new DomainError("invalid_webhook_signature", messages.invalidWebhookSignature);
  try {
    return stripe.webhooks.constructEvent(
      rawBody,
      signature,
      webhookSecret,
      undefined,
      undefined,
      clock.now().getTime(),
    );
  } catch {
    throw new DomainError("invalid_webhook_signature", messages.invalidWebhookSignature);
  }
}

/**
 * Reads a verified event as the port's `PaymentEvent`. Subscription events re-read the subscription
 * from Stripe instead of trusting the payload, so a delivery that arrives late or twice still reports
 * the subscription as it is now. Events for objects no Chorus workspace owns (no `workspace_id` anywhere)
 * and event types Chorus does not use are `null`.
 */
export async function mapStripeEvent(stripe: Stripe, event: Stripe.Event): Promise<PaymentEvent | null> {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const workspaceId = session.client_reference_id || session.metadata?.workspace_id;
      if (session.mode !== "subscription" || !session.subscription || !workspaceId) return null;
      const subscription = await loadStripeSubscription(stripe, idOf(session.subscription));
      return subscriptionEvent(event.id, "subscription_started", subscription, workspaceId);
    }
    case "customer.subscription.updated": {
      const workspaceId = event.data.object.metadata?.workspace_id;
      if (!workspaceId) return null;
      const subscription = await loadStripeSubscription(stripe, event.data.object.id);
      return subscriptionEvent(event.id, "subscription_updated", subscription, workspaceId);
    }
    case "customer.subscription.deleted": {
      const workspaceId = event.data.object.metadata?.workspace_id;
      if (!workspaceId) return null;
      return {
        eventId: event.id,
        type: "subscription_ended",
        workspaceId,
        subscriptionId: event.data.object.id,
      };
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = mapStripeInvoice(event.data.object);
      const workspaceId = invoice && (await workspaceOfInvoice(stripe, event.data.object));
      if (!invoice || !workspaceId) return null;
      const type = event.type === "invoice.paid" ? "invoice_paid" : "invoice_payment_failed";
      return { eventId: event.id, type, workspaceId, invoice };
    }
    default:
      return null;
  }
}

/**
 * The workspace is checked before the subscription is mapped, so a subscription of another product on
 * the same Stripe account (no `workspace_id`) is ignored rather than failing on its foreign price.
 */
function subscriptionEvent(
  eventId: string,
  type: "subscription_started" | "subscription_updated",
  subscription: Stripe.Subscription,
  workspaceId: string,
): PaymentEvent {
  const mapped = mapStripeSubscription(subscription);
  if (mapped.state === "ended") {
    return { eventId, type: "subscription_ended", workspaceId, subscriptionId: mapped.subscriptionId };
  }
  return { eventId, type, workspaceId, subscription: mapped.subscription };
}

/** Stripe copies the subscription's metadata onto its invoices; older invoices may lack it, so ask. */
async function workspaceOfInvoice(stripe: Stripe, invoice: Stripe.Invoice): Promise<string | undefined> {
  const fromInvoice = invoiceWorkspaceId(invoice);
  if (fromInvoice) return fromInvoice;
  const subscriptionId = invoiceSubscriptionId(invoice);
  if (!subscriptionId) return undefined;
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  return subscription.metadata?.workspace_id || undefined;
}
