import type { CreditLedgerRecord, CreditLedgerRepository, CreditPeriodTotals } from "@chorus/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { creditLedger } from "../schema/index.ts";

export function creditLedgerRepository(db: Database): CreditLedgerRepository {
  return {
    async insertOnce(entry) {
      // The unique (request_id, kind) index makes a second charge or refund of one request a no-op.
      const rows = await db
        .insert(creditLedger)
        .values(entry)
        .onConflictDoNothing({ target: [creditLedger.requestId, creditLedger.kind] })
        .returning({ id: creditLedger.id });
      return rows.length > 0;
    },
    async findByRequest(requestId, kind) {
      const [row] = await db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.requestId, requestId), eq(creditLedger.kind, kind)));
      return row as CreditLedgerRecord | undefined;
    },
    async periodTotals(workspaceId, periodStarts) {
      if (periodStarts?.length === 0) return [];
      const inWorkspace = and(
        eq(creditLedger.workspaceId, workspaceId),
        periodStarts ? inArray(creditLedger.periodStart, [...periodStarts]) : undefined,
      );
      // One after the other: inside a transaction both run on the same connection.
      const sums = await db
        .select({
          periodStart: creditLedger.periodStart,
          kind: creditLedger.kind,
          total: sql<string | number>`sum(${creditLedger.amount})`,
        })
        .from(creditLedger)
        .where(inWorkspace)
        .groupBy(creditLedger.periodStart, creditLedger.kind);
      const grants = await db
        .select({ periodStart: creditLedger.periodStart, tier: creditLedger.tier })
        .from(creditLedger)
        .where(and(inWorkspace, eq(creditLedger.kind, "grant")));
      const periods = new Map<number, CreditPeriodTotals>();
      const periodAt = (start: Date) => {
        let period = periods.get(start.getTime());
        if (!period) {
          period = {
            periodStart: start,
            charged: 0,
            refunded: 0,
            granted: 0,
            rolledOver: 0,
            adjusted: 0,
            grantTiers: [],
          };
          periods.set(start.getTime(), period);
        }
        return period;
      };
      const field = {
        charge: "charged",
        refund: "refunded",
        grant: "granted",
        rollover: "rolledOver",
        adjustment: "adjusted",
      } as const;
      for (const row of sums) {
        const key = field[row.kind as keyof typeof field];
        if (key) periodAt(row.periodStart)[key] = Number(row.total);
      }
      for (const row of grants) periodAt(row.periodStart).grantTiers.push(row.tier ?? "free");
      return [...periods.values()].sort((a, b) => a.periodStart.getTime() - b.periodStart.getTime());
    },
  };
}
