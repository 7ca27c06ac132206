import type { CreditLedgerRepository, UsageBucketRow, UsageQuery } from "../ports/repositories.ts";
import type { CreditLedgerRecord, CreditPeriodTotals } from "../records.ts";
import { newId } from "../shared/ids.ts";
import { bucketStartOf } from "./usage-buckets.ts";

/**
 * An in-memory credit ledger for unit tests of settling, rollover and reconciliation: the same sums
 * and uniqueness as the Drizzle repository, without a database.
 */
export class TestLedger implements CreditLedgerRepository {
  readonly rows: CreditLedgerRecord[] = [];

  async insertOnce(entry: Parameters<CreditLedgerRepository["insertOnce"]>[0]): Promise<boolean> {
    if (this.rows.some((row) => row.requestId === entry.requestId && row.kind === entry.kind)) return false;
    this.rows.push({
      tier: null,
      createdAt: new Date(),
      ...entry,
      product: entry.product ?? null,
      leaseExpiresAt: entry.leaseExpiresAt ?? null,
      meteredAmount: entry.meteredAmount ?? null,
    });
    return true;
  }

  async findByRequest(requestId: string, kind: CreditLedgerRecord["kind"]) {
    return this.rows.find((row) => row.requestId === requestId && row.kind === kind);
  }

  private openReservation(requestId: string) {
    return this.rows.find(
      (row) => row.requestId === requestId && row.kind === "charge" && row.leaseExpiresAt,
    );
  }

  async renewLease(requestId: string, until: Date): Promise<boolean> {
    const reservation = this.openReservation(requestId);
    if (reservation) reservation.leaseExpiresAt = until;
    return !!reservation;
  }

  async meterReservation(requestId: string, used: number, until: Date): Promise<boolean> {
    const reservation = this.openReservation(requestId);
    if (reservation) Object.assign(reservation, { meteredAmount: used, leaseExpiresAt: until });
    return !!reservation;
  }

  async growReservation(requestId: string, by: number): Promise<boolean> {
    const reservation = this.openReservation(requestId);
    if (reservation) reservation.amount += by;
    return !!reservation;
  }

  async closeReservation(requestId: string): Promise<boolean> {
    const reservation = this.openReservation(requestId);
    if (reservation) reservation.leaseExpiresAt = null;
    return !!reservation;
  }

  async findExpiredReservations(now: Date, limit: number): Promise<CreditLedgerRecord[]> {
    return this.rows
      .filter((row) => row.leaseExpiresAt && row.leaseExpiresAt < now)
      .sort((a, b) => a.leaseExpiresAt!.getTime() - b.leaseExpiresAt!.getTime())
      .slice(0, limit);
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

  async usageByBucket(query: UsageQuery): Promise<UsageBucketRow[]> {
    const sums = new Map<string, UsageBucketRow>();
    for (const charge of this.rows) {
      const time = charge.createdAt.getTime();
      if (charge.workspaceId !== query.workspaceId || charge.kind !== "charge" || charge.product === null)
        continue;
      if (time < query.from.getTime() || time > query.to.getTime()) continue;
      const refund = this.rows.find(
        (row) =>
          row.requestId === charge.requestId &&
          row.workspaceId === charge.workspaceId &&
          (row.kind === "refund" || row.kind === "adjustment"),
      );
      const bucketStart = query.bucketing.kind === "whole" ? 0 : bucketStartOf(query.bucketing, time);
      const group =
        query.groupBy === "product" ? charge.product : query.groupBy === "api_key" ? charge.apiKeyId : null;
      const key = `${bucketStart}:${group}`;
      const sum = sums.get(key) ?? { bucketStart, group, amount: 0 };
      sum.amount += charge.amount - (refund?.amount ?? 0);
      sums.set(key, sum);
    }
    return [...sums.values()];
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
      leaseExpiresAt: null,
      meteredAmount: null,
    });
  }
}
