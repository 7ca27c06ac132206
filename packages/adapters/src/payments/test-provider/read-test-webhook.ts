import { messages } from "@chorus/contract";
import { DomainError, type PaymentEvent } from "@chorus/domain";
import type { CheckoutSessionObject, InvoiceObject, SubscriptionObject } from "./event-objects.ts";
import { readInvoiceObject, readSubscriptionObject } from "./event-objects.ts";
import type { TestPaymentEventBody } from "./events-outbox.ts";
import { signatureHeader, verifySignature } from "./sign-event.ts";

function headerValue(
  headers: Readonly<Record<string, string | undefined>>,
  name: string,
): string | undefined {
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  return undefined;
}

/**
 * Verifies a delivery's signature against the signing secret and the clock, then reads the event into
 * the port's `PaymentEvent`. Types Chorus does not act on are null (acknowledged, ignored), as a
 * Stripe webhook endpoint receives more types than it handles.
 */
export function readTestWebhook(
  rawBody: string,
  headers: Readonly<Record<string, string | undefined>>,
  options: { signingSecret: string; now: Date },
): PaymentEvent | null {
  const nowSeconds = Math.floor(options.now.getTime() / 1000);
  if (!verifySignature(rawBody, headerValue(headers, signatureHeader), options.signingSecret, nowSeconds)) {
    throw new DomainError("invalid_webhook_signature", messages.invalidWebhookSignature);
  }
  let event: TestPaymentEventBody;
  try {
    event = JSON.parse(rawBody) as TestPaymentEventBody;
  } catch {
    // Signed by the provider yet not JSON: the provider is broken, not the caller.
    throw new DomainError("payment_provider_error", messages.paymentProviderError);
  }
  const eventId = event.id;
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object as CheckoutSessionObject;
      return {
        eventId,
        type: "subscription_started",
        workspaceId: session.metadata.workspace_id,
        subscription: readSubscriptionObject(session.subscription),
      };
    }
    case "customer.subscription.updated": {
      const object = event.data.object as SubscriptionObject;
      // A canceled subscription has ended whatever event says so; the port has no "canceled" status.
      if (object.status === "canceled") {
        return {
          eventId,
          type: "subscription_ended",
          workspaceId: object.metadata.workspace_id,
          subscriptionId: object.id,
        };
      }
      return {
        eventId,
        type: "subscription_updated",
        workspaceId: object.metadata.workspace_id,
        subscription: readSubscriptionObject(object),
      };
    }
    case "customer.subscription.deleted": {
      const object = event.data.object as SubscriptionObject;
      return {
        eventId,
        type: "subscription_ended",
        workspaceId: object.metadata.workspace_id,
        subscriptionId: object.id,
      };
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const object = event.data.object as InvoiceObject;
      return {
        eventId,
        type: event.type === "invoice.paid" ? "invoice_paid" : "invoice_payment_failed",
        workspaceId: object.metadata.workspace_id,
        invoice: readInvoiceObject(object),
      };
    }
    default:
      return null;
  }
}
