import type { Repositories } from "../ports/repositories.ts";
import type { CreditPeriodTotals, WorkspaceRecord } from "../records.ts";
import { newId } from "../shared/ids.ts";
import { tierOf } from "../workspaces/seats.ts";
import { billingAnchorOf, creditPeriodAt } from "./credit-periods.ts";
import { creditsOf, type SettlementEntry, settleCreditPeriods, settlementWindow } from "./rollover.ts";

/** The workspace's current credit period as its ledger says, settled (see rollover.ts). */
export interface CreditPeriodState {
  start: Date;
  /** The next reset. */
  end: Date;
  /** `character_count`. */
  used: number;
  /** `character_limit`: granted + rolledOver + adjusted. */
  limit: number;
  granted: number;
  rolledOver: number;
  adjusted: number;
}

function stateOf(period: CreditPeriodTotals, end: Date): CreditPeriodState {
  return {
    start: period.periodStart,
    end,
    ...creditsOf(period),
    granted: period.granted,
    rolledOver: period.rolledOver,
    adjusted: period.adjusted,
  };
}

async function planCurrentPeriod(
  store: Pick<Repositories, "creditLedger">,
  workspace: WorkspaceRecord,
  now: Date,
): Promise<{ entries: SettlementEntry[]; state: CreditPeriodState }> {
  const anchor = billingAnchorOf(workspace);
  const window = settlementWindow(anchor, now);
  const totals = await store.creditLedger.periodTotals(workspace.id, window);
  const { entries, periods } = settleCreditPeriods({
    workspaceId: workspace.id,
    tier: tierOf(workspace),
    window,
    totals,
  });
  return { entries, state: stateOf(periods.at(-1)!, creditPeriodAt(anchor, now).end) };
}

/**
 * The current period as it reads once settled, without writing anything: what the subscription
 * reports. A charge settles the same rows for real (`settleCreditPeriod`), so both agree.
 */
export async function readCreditPeriod(
  store: Pick<Repositories, "creditLedger">,
  workspace: WorkspaceRecord,
  now: Date,
): Promise<CreditPeriodState> {
  return (await planCurrentPeriod(store, workspace, now)).state;
}

/**
 * Writes the grant and rollover rows the current period (and up to two idle periods before it)
 * still lacks, then answers the period. Call it inside a transaction that holds the workspace row
 * (`workspaces.lockById`), so the rows are computed from a ledger nobody else is changing.
 */
export async function settleCreditPeriod(
  tx: Pick<Repositories, "creditLedger">,
  workspace: WorkspaceRecord,
  now: Date,
): Promise<CreditPeriodState> {
  const { entries, state } = await planCurrentPeriod(tx, workspace, now);
  for (const entry of entries) {
    await tx.creditLedger.insertOnce({ id: newId(), apiKeyId: null, createdAt: now, ...entry });
  }
  return state;
}
