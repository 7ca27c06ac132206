import { describe, expect, it } from "vitest";
import type { CreditPeriodState } from "../credits/credit-period-state.ts";
import { testWorkspace } from "../credits/test-workspace.ts";
import { summarizeSubscription } from "../workspaces/subscription-summary.ts";
import { upcomingInvoice } from "./next-invoice.ts";

const now = new Date("2025-03-20T00:00:00Z");
const credits = (used: number, limit: number): CreditPeriodState => ({
  start: new Date("2025-03-15T00:00:00Z"),
  end: new Date("2025-04-15T00:00:00Z"),
  used,
  limit,
  granted: limit,
  rolledOver: 0,
  adjusted: 0,
});
const summary = (overrides: Parameters<typeof testWorkspace>[0], used = 0) =>
  summarizeSubscription(
    testWorkspace({ createdAt: new Date("2025-01-15T00:00:00Z"), ...overrides }),
    now,
    credits(used, 100_000),
    "on",
  );

describe("upcomingInvoice", () => {
  it("is the plan's list price at the end of the cycle", () => {
    const invoice = upcomingInvoice(summary({ tier: "creator", subscriptionStatus: "active" }));
    expect(invoice).toEqual({
      amountDueCents: 2200,
      subtotalCents: 2200,
      discount: null,
      dueAt: new Date("2025-04-15T00:00:00Z"),
    });
  });

  it("takes a percentage promotion off the plan's price", () => {
    const invoice = upcomingInvoice(summary({ tier: "creator", subscriptionStatus: "active" }), {
      percentOff: 20,
      amountOffCents: null,
    });
    expect(invoice).toMatchObject({
      amountDueCents: 1760,
      subtotalCents: 2200,
      discount: { percentOff: 20 },
    });
  });

  it("takes an amount off, never more than the plan's price, and never off the overage", () => {
    const withOverage = summary(
      { tier: "creator", subscriptionStatus: "active", canExtendCharacterLimit: true },
      101_000,
    );
    const invoice = upcomingInvoice(withOverage, { percentOff: null, amountOffCents: 5000 });
    const overage = withOverage.overage.amountCents;
    expect(overage).toBeGreaterThan(0);
    expect(invoice).toMatchObject({ amountDueCents: overage, subtotalCents: 2200 + overage });
  });

  it("renews into a scheduled downgrade's plan and not at all after a cancellation", () => {
    const downgrading = summary({
      tier: "pro",
      subscriptionStatus: "active",
      pendingChangeKind: "change",
      pendingTier: "starter",
      pendingBillingPeriod: "monthly_period",
    });
    expect(upcomingInvoice(downgrading)?.amountDueCents).toBe(500);
    const cancelling = summary({
      tier: "pro",
      subscriptionStatus: "active",
      pendingChangeKind: "cancellation",
    });
    expect(upcomingInvoice(cancelling)).toBeNull();
  });
});
