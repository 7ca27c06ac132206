import { messages } from "@chorus/contract";
import { DomainError } from "../shared/domain-error.ts";
import type { SubscriptionSummary } from "../workspaces/subscription-summary.ts";

/**
 * Spec 000 §4 "Payment problem states: incomplete, past_due, free_disabled; enterprise is excluded".
 * `payment_problem`: the last payment failed or an invoice is incomplete (incomplete, past_due);
 * `free_disabled`: the free plan was switched off for the workspace. An enterprise deal is billed by
 * contract, so its status never blocks it.
 */
export type PaymentProblem = "payment_problem" | "free_disabled";

/**
 * The payment problem that blocks paid features (generation), or null. Reads the summary, so with
 * `CHORUS_BILLING=off` (every workspace an active enterprise) nothing is ever blocked.
 */
export function paymentProblemOf(
  summary: Pick<SubscriptionSummary, "tier" | "status">,
): PaymentProblem | null {
  if (summary.tier === "enterprise") return null;
  if (summary.status === "incomplete" || summary.status === "past_due") return "payment_problem";
  if (summary.status === "free_disabled") return "free_disabled";
  return null;
}

/** The refusal of a blocked workspace: `payment_required` (402) with the state's own text. */
export function paymentProblemError(problem: PaymentProblem): DomainError {
  return new DomainError(
    "payment_required",
    problem === "free_disabled" ? messages.freeTierDisabled : messages.paymentProblem,
  );
}
