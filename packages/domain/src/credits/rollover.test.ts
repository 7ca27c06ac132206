import { planFor, type SubscriptionTier, subscriptionTiers } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import type { WorkspaceRecord } from "../records.ts";
import { readCreditPeriod, settleCreditPeriod } from "./credit-period-state.ts";
import { periodStartAt } from "./credit-periods.ts";
import { emptyPeriod, rolloverInto, settleCreditPeriods, settlementWindow } from "./rollover.ts";
import { TestLedger } from "./test-ledger.ts";
import { testWorkspace } from "./test-workspace.ts";

const anchor = new Date("2025-01-31T10:00:00Z");
/** A moment inside month `m` of the anchor. */
const inMonth = (m: number) => new Date(periodStartAt(anchor, m).getTime() + 86_400_000);

function subject(tier: SubscriptionTier) {
  const ledger = new TestLedger();
  let workspace: WorkspaceRecord = testWorkspace({
    tier,
    subscriptionStatus: "active",
    billingAnchorAt: anchor,
  });
  const store = { creditLedger: ledger };
  return {
    ledger,
    setTier(next: SubscriptionTier) {
      workspace = { ...workspace, tier: next };
    },
    /** Settles month `m` (as a charge would) and answers its limit and count. */
    settle: (m: number) => settleCreditPeriod(store, workspace, inMonth(m)),
    read: (m: number) => readCreditPeriod(store, workspace, inMonth(m)),
    use: (m: number, amount: number) => ledger.charge(workspace.id, periodStartAt(anchor, m), amount),
  };
}

const totals = (over: Partial<ReturnType<typeof emptyPeriod>>) => ({ ...emptyPeriod(anchor), ...over });

describe("rolloverInto", () => {
  it("carries the unused credits of a paid period settled under the same tier", () => {
    const previous = totals({ granted: 100_000, charged: 30_000, refunded: 5_000, grantTiers: ["creator"] });
    expect(rolloverInto(previous, "creator")).toBe(75_000);
  });

  it("caps what it carries at two months of the tier's credits", () => {
    const previous = totals({ granted: 100_000, rolledOver: 200_000, adjusted: 7, grantTiers: ["creator"] });
    expect(rolloverInto(previous, "creator")).toBe(200_000);
  });

  it("carries nothing after an overage, and never a negative amount", () => {
    const previous = totals({ granted: 100_000, charged: 100_900, grantTiers: ["creator"] });
    expect(rolloverInto(previous, "creator")).toBe(0);
  });

  it("carries nothing from a period never settled, or settled under another tier (downgrade)", () => {
    expect(rolloverInto(undefined, "pro")).toBe(0);
    expect(rolloverInto(totals({ charged: 5 }), "pro")).toBe(0);
    expect(rolloverInto(totals({ granted: 500_000, grantTiers: ["pro"] }), "creator")).toBe(0);
    // An upgrade inside the previous period counts as that period's plan (its last grant).
    expect(rolloverInto(totals({ granted: 500_000, grantTiers: ["creator", "pro"] }), "pro")).toBe(500_000);
    // In whatever order the rows come back: the top-up is the tier with more credits.
    expect(rolloverInto(totals({ granted: 500_000, grantTiers: ["pro", "creator"] }), "pro")).toBe(500_000);
    expect(rolloverInto(totals({ granted: 500_000, grantTiers: ["pro", "creator"] }), "creator")).toBe(0);
  });

  it.each(subscriptionTiers)("%s rolls over only if the plan is paid", (tier) => {
    const previous = totals({ granted: 1_000, grantTiers: [tier] });
    expect(rolloverInto(previous, tier)).toBe(planFor(tier).paid ? 1_000 : 0);
  });
});

describe("settling credit periods month by month", () => {
  it("resets the count each month and rolls unused credits over for two months, then lets them expire", async () => {
    const creator = subject("creator");
    expect(await creator.settle(0)).toMatchObject({ used: 0, limit: 100_000, rolledOver: 0 });
    creator.use(0, 30_000);
    // Month 1: 70,000 unused from month 0.
    expect(await creator.settle(1)).toMatchObject({
      used: 0,
      limit: 170_000,
      granted: 100_000,
      rolledOver: 70_000,
    });
    // Month 2: nothing used in month 1: month 0's 70,000 and month 1's 100,000 both carry.
    expect(await creator.settle(2)).toMatchObject({ limit: 270_000, rolledOver: 170_000 });
    // Month 3: month 0's credits have had their two months and expire: only months 1 and 2 carry.
    expect(await creator.settle(3)).toMatchObject({ limit: 300_000, rolledOver: 200_000 });
    creator.use(3, 250_000);
    expect(await creator.settle(4)).toMatchObject({ limit: 150_000, rolledOver: 50_000 });
  });

  it("answers the same period on a read as the settling charge writes, and writes nothing twice", async () => {
    const pro = subject("pro");
    await pro.settle(0);
    pro.use(0, 123_456);
    const rowsBefore = pro.ledger.rows.length;
    const read = await pro.read(1);
    expect(read).toMatchObject({ limit: 876_544, rolledOver: 376_544 });
    expect(pro.ledger.rows.length).toBe(rowsBefore);
    expect(await pro.settle(1)).toEqual(read);
    const rowsAfter = pro.ledger.rows.length;
    expect(rowsAfter).toBe(rowsBefore + 2); // grant and rollover
    await pro.settle(1);
    expect(pro.ledger.rows.length).toBe(rowsAfter);
  });

  it("settles idle months when it comes back: one idle month, and a long absence", async () => {
    const creator = subject("creator");
    await creator.settle(0);
    creator.use(0, 10_000);
    // Month 1 nobody charged: settled on the way, its whole grant unused.
    expect(await creator.settle(2)).toMatchObject({ limit: 290_000, rolledOver: 190_000 });
    const back = subject("creator");
    await back.settle(0);
    // Gone for six months: the last two idle months' grants are what reaches month 6.
    expect(await back.settle(6)).toMatchObject({ limit: 300_000, rolledOver: 200_000 });
    const granted = back.ledger.rows.filter((row) => row.kind === "grant").map((row) => row.periodStart);
    expect(granted).toEqual([0, 4, 5, 6].map((m) => periodStartAt(anchor, m)));
  });

  it("never rolls free credits over", async () => {
    const free = subject("free");
    await free.settle(0);
    expect(await free.settle(1)).toMatchObject({ limit: 10_000, rolledOver: 0 });
    expect(await free.settle(2)).toMatchObject({ limit: 10_000, rolledOver: 0 });
  });

  it("tops the grant up at once on an upgrade, keeps it on a downgrade, and forfeits rollover on a downgrade", async () => {
    const workspace = subject("creator");
    await workspace.settle(0);
    workspace.use(0, 50_000);
    workspace.setTier("pro");
    expect(await workspace.settle(0)).toMatchObject({ used: 50_000, limit: 500_000, granted: 500_000 });
    // Pro through month 1: month 0 (last granted as pro) rolls over.
    expect(await workspace.settle(1)).toMatchObject({ limit: 950_000, rolledOver: 450_000 });
    workspace.setTier("creator");
    expect(await workspace.settle(1)).toMatchObject({ limit: 950_000 });
    // Month 2 on Creator: a downgrade forfeits what was unused.
    expect(await workspace.settle(2)).toMatchObject({ limit: 100_000, rolledOver: 0 });
  });

  it("starts at the anchor: the first period has no predecessor, the fourth reads but never settles the first", () => {
    expect(settlementWindow(anchor, inMonth(0))).toEqual([anchor]);
    expect(settlementWindow(anchor, inMonth(5))).toEqual([2, 3, 4, 5].map((m) => periodStartAt(anchor, m)));
    const { entries } = settleCreditPeriods({
      workspaceId: "w",
      tier: "creator",
      window: settlementWindow(anchor, inMonth(5)),
      totals: [],
    });
    expect(entries.map((entry) => [entry.kind, entry.periodStart])).toEqual([
      ["grant", periodStartAt(anchor, 3)],
      ["grant", periodStartAt(anchor, 4)],
      ["rollover", periodStartAt(anchor, 4)],
      ["grant", periodStartAt(anchor, 5)],
      ["rollover", periodStartAt(anchor, 5)],
    ]);
  });
});

/**
 * The definition the brief gives, as a reference model: each month's grant stays usable for the two
 * following months, spent oldest first; usage past what is available is overage and spends nothing.
 */
function fifoLimits(monthly: number, usage: readonly number[]): number[] {
  let buckets: number[] = []; // oldest first: [two months old, one month old, this month]
  const limits: number[] = [];
  for (const used of usage) {
    buckets = [...buckets.slice(-2), monthly];
    limits.push(buckets.reduce((sum, amount) => sum + amount, 0));
    let left = used;
    buckets = buckets.map((amount) => {
      const spent = Math.min(amount, left);
      left -= spent;
      return amount - spent;
    });
  }
  return limits;
}

/** A small deterministic generator, so a failure reproduces. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe("the rollover rule equals 'each grant usable for two more months, oldest spent first' on one plan", () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])("random usage, seed %i", async (seed) => {
    const next = random(seed);
    const usage = Array.from({ length: 18 }, () => {
      const pick = next();
      // Idle months, light months, heavy months, and months past the limit.
      return pick < 0.25 ? 0 : Math.floor(next() * 100_000 * (pick < 0.5 ? 0.5 : pick < 0.8 ? 2 : 3.2));
    });
    const creator = subject("creator");
    const limits: number[] = [];
    for (const [month, used] of usage.entries()) {
      limits.push((await creator.settle(month)).limit);
      creator.use(month, used);
    }
    expect(limits).toEqual(fifoLimits(100_000, usage));
  });
});
