import { describe, expect, it } from "vitest";
import { settleCreditPeriod } from "./credit-period-state.ts";
import { periodStartAt } from "./credit-periods.ts";
import { reconcileCreditLedger } from "./reconcile-credit-ledger.ts";
import { TestLedger } from "./test-ledger.ts";
import { testWorkspace } from "./test-workspace.ts";

const anchor = new Date("2025-01-10T00:00:00Z");
const inMonth = (m: number) => new Date(periodStartAt(anchor, m).getTime() + 3_600_000);

describe("reconcileCreditLedger", () => {
  it("finds nothing wrong in a ledger settling wrote, and names a tampered rollover", async () => {
    const ledger = new TestLedger();
    const store = { creditLedger: ledger };
    const workspace = testWorkspace({
      tier: "creator",
      subscriptionStatus: "active",
      billingAnchorAt: anchor,
    });
    for (const [month, used] of [0, 40_000, 0, 250_000, 10_000].entries()) {
      await settleCreditPeriod(store, workspace, inMonth(month));
      ledger.charge(workspace.id, periodStartAt(anchor, month), used);
    }
    // Month 6 after an idle month 5.
    await settleCreditPeriod(store, workspace, inMonth(6));
    expect(ledger.rows.filter((row) => row.kind === "rollover").length).toBeGreaterThan(3);
    expect(await reconcileCreditLedger(store, workspace)).toEqual([]);

    const rollover = ledger.rows.find(
      (row) => row.kind === "rollover" && row.periodStart.getTime() === periodStartAt(anchor, 2).getTime(),
    )!;
    const recorded = rollover.amount;
    rollover.amount += 500;
    expect(await reconcileCreditLedger(store, workspace)).toEqual([
      { periodStart: periodStartAt(anchor, 2), expected: recorded, recorded: recorded + 500 },
    ]);
  });

  it("notices usage booked into a closed period after its successor was settled", async () => {
    const ledger = new TestLedger();
    const store = { creditLedger: ledger };
    const workspace = testWorkspace({ tier: "pro", subscriptionStatus: "active", billingAnchorAt: anchor });
    await settleCreditPeriod(store, workspace, inMonth(0));
    await settleCreditPeriod(store, workspace, inMonth(1));
    ledger.charge(workspace.id, periodStartAt(anchor, 0), 1_000);
    expect(await reconcileCreditLedger(store, workspace)).toEqual([
      { periodStart: periodStartAt(anchor, 1), expected: 499_000, recorded: 500_000 },
    ]);
  });
});
