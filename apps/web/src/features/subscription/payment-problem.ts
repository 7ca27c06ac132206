import type { Subscription } from "@chorus/contract";

export type PaymentProblem = "incomplete" | "past_due" | "free_disabled" | "open_invoices";

/**
 * Spec 000 §4 "Payment problem states: incomplete, past_due, free_disabled; enterprise is excluded",
 * and any open (unpaid) invoice. Null when payments are in order.
 */
export function paymentProblemOf(subscription: Subscription): PaymentProblem | null {
  const { status, tier } = subscription;
  if (
    tier !== "enterprise" &&
    (status === "incomplete" || status === "past_due" || status === "free_disabled")
  )
    return status;
  if (subscription.has_open_invoices) return "open_invoices";
  return null;
}
