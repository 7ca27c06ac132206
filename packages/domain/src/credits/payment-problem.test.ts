import { messages, subscriptionTiers } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { subscriptionStatuses } from "../workspaces/subscription-summary.ts";
import { paymentProblemError, paymentProblemOf } from "./payment-problem.ts";

describe("payment problem states (spec 000 §4)", () => {
  it("blocks incomplete and past_due as a payment problem and free_disabled as its own state", () => {
    expect(paymentProblemOf({ tier: "creator", status: "incomplete" })).toBe("payment_problem");
    expect(paymentProblemOf({ tier: "pro", status: "past_due" })).toBe("payment_problem");
    expect(paymentProblemOf({ tier: "free", status: "free_disabled" })).toBe("free_disabled");
  });

  it("never blocks the other statuses, on any tier", () => {
    for (const tier of subscriptionTiers)
      for (const status of ["active", "trialing", "free"] as const)
        expect(paymentProblemOf({ tier, status })).toBeNull();
  });

  it("excludes enterprise whatever its status says", () => {
    for (const status of subscriptionStatuses)
      expect(paymentProblemOf({ tier: "enterprise", status })).toBeNull();
  });

  it("answers payment_required with the state's message", () => {
    expect(paymentProblemError("payment_problem")).toMatchObject({
      status: "payment_required",
      message: messages.paymentProblem,
    });
    expect(paymentProblemError("free_disabled")).toMatchObject({
      status: "payment_required",
      message: messages.freeTierDisabled,
    });
  });
});
