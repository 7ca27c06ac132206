import type { Repositories } from "../ports/repositories.ts";
import type { WorkspaceRecord } from "../records.ts";
import { billingAnchorOf, periodIndexAt, periodStartAt } from "./credit-periods.ts";
import { grantedTiers, rolloverInto } from "./rollover.ts";

/** A settled period whose stored rollover is not what its predecessor's rows give. */
export interface RolloverDiscrepancy {
  periodStart: Date;
  expected: number;
  recorded: number;
}

/**
 * The check that keeps the stored rollover rows honest. Counts and limits are sums of ledger rows, so
 * only the rollover rows hold a computed number; a period is closed once it has ended (charges go to
 * the current period, late refunds become adjustments of it), so each rollover must still equal what
 * `rolloverInto` gives from the period before, under the tier the period was first granted. Checks
 * every settled period of the current billing anchor (periods of an earlier anchor began a chain of
 * their own); an empty answer means the ledger is consistent.
 */
export async function reconcileCreditLedger(
  store: Pick<Repositories, "creditLedger">,
  workspace: WorkspaceRecord,
): Promise<RolloverDiscrepancy[]> {
  const anchor = billingAnchorOf(workspace);
  const periods = await store.creditLedger.periodTotals(workspace.id);
  const byStart = new Map(periods.map((period) => [period.periodStart.getTime(), period]));
  const discrepancies: RolloverDiscrepancy[] = [];
  for (const period of periods) {
    const tiers = grantedTiers(period);
    if (!tiers) continue;
    const index = periodIndexAt(anchor, period.periodStart);
    if (periodStartAt(anchor, index).getTime() !== period.periodStart.getTime()) continue;
    const previous = index > 0 ? byStart.get(periodStartAt(anchor, index - 1).getTime()) : undefined;
    const expected = rolloverInto(previous, tiers.first);
    if (expected !== period.rolledOver) {
      discrepancies.push({ periodStart: period.periodStart, expected, recorded: period.rolledOver });
    }
  }
  return discrepancies;
}
