import type { CreditLedgerRepository } from "../ports/repositories.ts";
import type { CreditLedgerRecord, CreditPeriodTotals } from "../records.ts";
import { newId } from "../shared/ids.ts";

/**
 * An in-memory credit ledger for unit tests of settling, rollover and reconciliation: the same sums
 * and uniqueness as the Drizzle repository, without a database.
 */
export class TestLedger implements CreditLedgerRepository {
  readonly rows: CreditLedgerRecord[] = [];

  async insertOnce(entry: Parameters<CreditLedgerRepository["insertOnce"]>[0]): Promise<boolean> {
    if (this.rows.some((row) => row.requestId === entry.requestId && row.kind === entry.kind)) return false;
    this.rows.push({ tier: null, createdAt: new Date(), ...entry, product: entry.product ?? null });
    return true;
  }

  async findByRequest(requestId: string, kind: CreditLedgerRecord["kind"]) {
    return this.rows.find((row) => row.requestId === requestId && row.kind === kind);
  }

  async periodTotals(workspaceId: string, periodStarts?: readonly Date[]): Promise<CreditPeriodTotals[]> {
    const wanted = periodStarts ? new Set(periodStarts.map((start) => start.getTime())) : undefined;
    const periods = new Map<number, CreditPeriodTotals>();
    for (const row of this.rows) {
      const time = row.periodStart.getTime();
      if (row.workspaceId !== workspaceId || (wanted && !wanted.has(time))) continue;
      const period = periods.get(time) ?? {
        periodStart: row.periodStart,
        charged: 0,
        refunded: 0,
        granted: 0,
        rolledOver: 0,
        adjusted: 0,
        grantTiers: [],
      };
      periods.set(time, period);
      if (row.kind === "charge") period.charged += row.amount;
      if (row.kind === "refund") period.refunded += row.amount;
      if (row.kind === "grant") {
        period.granted += row.amount;
        period.grantTiers.push(row.tier ?? "free");
      }
      if (row.kind === "rollover") period.rolledOver += row.amount;
      if (row.kind === "adjustment") period.adjusted += row.amount;
    }
    return [...periods.values()].sort((a, b) => a.periodStart.getTime() - b.periodStart.getTime());
  }

  /** Books `amount` credits of usage in the period starting at `periodStart`. */
  charge(workspaceId: string, periodStart: Date, amount: number): void {
    this.rows.push({
      id: newId(),
      workspaceId,
      apiKeyId: null,
      requestId: newId(),
      kind: "charge",
      amount,
      periodStart,
      product: "text_to_speech",
      tier: null,
      createdAt: new Date(),
    });
  }
}
