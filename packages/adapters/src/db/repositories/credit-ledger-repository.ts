import type { CreditLedgerRecord, CreditLedgerRepository } from "@chorus/domain";
import { and, eq, sql } from "drizzle-orm";
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
    async sumForPeriod(workspaceId, periodStart) {
      const [row] = await db
        .select({
          total: sql<string | number | null>`coalesce(sum(case ${creditLedger.kind}
            when 'charge' then ${creditLedger.amount}
            when 'refund' then -${creditLedger.amount}
            else 0 end), 0)`,
        })
        .from(creditLedger)
        .where(and(eq(creditLedger.workspaceId, workspaceId), eq(creditLedger.periodStart, periodStart)));
      return Number(row?.total ?? 0);
    },
  };
}
