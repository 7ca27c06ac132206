import type { Ports } from "../context.ts";
import { applyPaymentEvent, type PaymentEventOutcome } from "./apply-payment-event.ts";

/**
 * A webhook delivery from the payment provider: the provider's adapter verifies the signature and
 * reads the event (`invalid_webhook_signature` otherwise), then it is applied once. Event types
 * Chorus does not use are acknowledged, so the provider stops redelivering them.
 */
export async function receivePaymentWebhook(
  ports: Pick<Ports, "store" | "clock" | "payments">,
  rawBody: string,
  headers: Readonly<Record<string, string | undefined>>,
): Promise<PaymentEventOutcome | "ignored"> {
  const event = await ports.payments.readWebhook(rawBody, headers);
  if (!event) return "ignored";
  return applyPaymentEvent(ports, event);
}
